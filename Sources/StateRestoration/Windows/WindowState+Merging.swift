import PropertyList

extension WindowState {
    /// This state with the windows and objects `paths` name taken from `other`: a window
    /// (`12`, `app`) whole, its windows.plist entry and every record, or removed when `other`
    /// lacks it; one object (`12/_NSWindow`) into its window here, or removed from it when
    /// `other`'s window lacks it. A window this state lacks is added with what was taken.
    /// Everything else stays, in windows.plist order; a window taken whole keeps its place,
    /// a new one goes last (the app's entry first).
    public func replacing(_ paths: [WindowPath], from other: WindowState?) -> WindowState {
        var merged = self
        for path in paths {
            let theirs = other?.window(named: path.window)
            let index = merged.windows.firstIndex { $0.name == path.window }
            guard let object = path.object else {
                switch (index, theirs) {
                case (let index?, let window?): merged.windows[index] = window
                case (let index?, nil): merged.windows.remove(at: index)
                case (nil, let window?): merged.windows.insert(window, at: window.isGlobal ? 0 : merged.windows.count)
                case (nil, nil): break
                }
                continue
            }
            let record = theirs?.object(named: object)
            if let index {
                var window = merged.windows[index]
                window.objects.removeAll { $0.name == object }
                if let record { window.objects = (window.objects + [record]).sorted { $0.name.precedesInBytes($1.name) } }
                merged.windows[index] = window
            } else if var window = theirs, let record {
                window.objects = [record]
                merged.windows.insert(window, at: window.isGlobal ? 0 : merged.windows.count)
            }
        }
        return merged
    }
}
