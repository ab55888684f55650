import Platform

/// Every Mac app's saved state this user's home holds, in all three places macOS keeps them
/// (`MacAppContainer`), so that one can be picked even when talagent's mapping is unreadable:
/// `uistate mac-apps`.
public enum MacSavedStates {
    public struct Entry: Sendable, Equatable {
        public var folder: String
        public var place: MacAppContainer.Place
        /// From the folder's name (sandbox, Library) or talagent's mapping; nil when unknown.
        public var bundleIdentifier: String?
        /// The folder's UUID name in talagent's container.
        public var uuid: String?
        /// The windows' titles from windows.plist (none for a Mac Catalyst app's UIKit layout).
        public var titles: [String]
        /// The newest of the folder, windows.plist and data.data, in seconds since 1970.
        public var modified: Double
        /// Where a `.savedState` that is a symbolic link leads: listed, never used for writing.
        public var linkTarget: String?
    }

    public struct Listing: Sendable, Equatable {
        public var states: [Entry] = []
        /// Places that could not be read (Full Disk Access, most often).
        public var unreadable: [MacStateError] = []
        /// Lines of talagent's mapping that were not understood.
        public var mappingNotes: [String] = []
    }

    public static func list(home: String) -> Listing {
        var listing = Listing()
        let containers = home + "/Library/Containers"
        if let names = try? FileSystem.contents(ofDirectory: containers) {
            for name in names {
                let folder = containers + "/" + name + "/Data" + MacAppContainer.stateFolder
                listing.states += states(in: folder, place: .sandbox, listing: &listing) { _ in nil }
            }
        }
        do {
            if let folder = try MacAppContainer.talagentFolder(home: home) {
                let mapping = ApplicationMapping(bytes: (try? FileSystem.read(folder + "/" + ApplicationMapping.fileName, limit: 16 << 20)) ?? [])
                listing.mappingNotes = mapping.notUnderstood
                listing.states += states(in: folder, place: .daemonContainer, listing: &listing) { uuid in mapping.identifier(for: uuid) }
            }
        } catch {
            listing.unreadable.append(error)
        }
        listing.states += states(in: home + MacAppContainer.stateFolder, place: .library, listing: &listing) { _ in nil }
        listing.states.sort { ($0.modified, $1.folder) > ($1.modified, $0.folder) }
        return listing
    }

    /// The `.savedState` folders of one `Saved Application State` folder. `mapped` names the
    /// app of a UUID folder.
    static func states(in folder: String, place: MacAppContainer.Place, listing: inout Listing, mapped: (String) -> String?) -> [Entry] {
        let names: [String]
        do {
            names = try FileSystem.contents(ofDirectory: folder)
        } catch {
            if !error.isNotFound, FileSystem.exists(folder) { listing.unreadable.append(MacStateError(error, path: folder)) }
            return []
        }
        var entries: [Entry] = []
        for name in names where name.hasSuffix(MacAppContainer.suffix) && name.count > MacAppContainer.suffix.count {
            let path = folder + "/" + name
            guard let entry = FileSystem.entry(path) else { continue }
            let stem = String(name.dropLast(MacAppContainer.suffix.count))
            let uuid = place == .daemonContainer && ApplicationMapping.isUUID(stem) ? stem : nil
            let identifier = uuid.flatMap(mapped) ?? (place == .daemonContainer ? nil : stem)
            if entry.type == .symbolicLink {
                entries.append(Entry(folder: path, place: place, bundleIdentifier: identifier, uuid: uuid, titles: [], modified: entry.modified,
                                     linkTarget: FileSystem.resolvedPath(path) ?? "nothing"))
                continue
            }
            guard entry.type == .directory else { continue }
            let windows = FileSystem.entry(path + "/" + WindowKeys.windowsFile)
            let data = FileSystem.entry(path + "/" + WindowKeys.dataFile)
            let modified = [entry.modified, windows?.modified ?? 0, data?.modified ?? 0].max() ?? entry.modified
            var titles: [String] = []
            if windows?.type == .file, let bytes = try? FileSystem.read(path + "/" + WindowKeys.windowsFile, limit: 16 << 20) {
                titles = WindowStateReader.titles(ofWindowsPlist: bytes)
            }
            entries.append(Entry(folder: path, place: place, bundleIdentifier: identifier, uuid: uuid, titles: titles, modified: modified, linkTarget: nil))
        }
        return entries
    }
}
