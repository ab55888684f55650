import PropertyList

/// Where a Mac window was saved: its frame and the frame of the screen it was on, as AppKit
/// writes them in windows.plist's `NSWindowFrame` (eight numbers; AppKit's own
/// `-[NSWindow stringWithSavedFrame]` form).
public struct WindowFrame: Hashable, Sendable {
    public struct Rectangle: Hashable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    public var window: Rectangle
    public var screen: Rectangle

    /// Nil unless the text is eight finite numbers with positive sizes.
    public init?(_ text: String) {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Double($0) }
        guard numbers.count == 8, numbers.allSatisfy(\.isFinite), numbers[2] > 0, numbers[3] > 0, numbers[6] > 0, numbers[7] > 0 else { return nil }
        window = Rectangle(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        screen = Rectangle(x: numbers[4], y: numbers[5], width: numbers[6], height: numbers[7])
    }
}

extension SavedWindow {
    public var frame: WindowFrame? {
        guard case .string(let text)? = entry.first(where: { $0.key == WindowKeys.frame })?.value else { return nil }
        return WindowFrame(text)
    }
}

extension WindowState {
    /// Window names front to back, as the app-wide entry's `NSWindowZOrder` lists their ids;
    /// windows it does not list follow in name order.
    public var frontToBack: [String] {
        var order: [String] = []
        if case .array(let ids)? = windows.first(where: \.isGlobal)?.entry.first(where: { $0.key == WindowKeys.zOrder })?.value {
            for case .integer(let id) in ids where !order.contains(String(id)) { order.append(String(id)) }
        }
        let present = Set(appWindows.map(\.name))
        order.removeAll { !present.contains($0) }
        for window in windowsByName where !window.isGlobal && !order.contains(window.name) { order.append(window.name) }
        return order
    }
}
