/// Where the scanner is in a value: the keys (and array positions) from the scanned thing's
/// root. Each step links to the one before, so entering a key costs one small allocation
/// however deep or wide the archive (a chain of 300,000 dictionaries, an array of 5 million
/// items), and the keys are listed only when something is reported there.
final class ScanPath {
    let parent: ScanPath?
    /// The key, or nil for an array position.
    let key: String?
    let index: Int
    /// The nearest key that is not an array position, for what a key's name says of its value.
    let lastKey: String?
    /// How many steps from the root.
    let depth: Int
    /// Under one of UIKit's or AppKit's own keys (`RestorationBookkeeping`).
    let isBookkeeping: Bool

    private init(parent: ScanPath?, key: String?, index: Int) {
        self.parent = parent
        self.key = key
        self.index = index
        lastKey = key ?? parent?.lastKey
        depth = (parent?.depth ?? 0) + 1
        isBookkeeping = (parent?.isBookkeeping ?? false) || key.map { RestorationBookkeeping.keys.contains($0) } == true
    }

    /// The root of a scan, with the keys it starts under (`["activity"]`, `["restorationInfo"]`).
    static func root(_ keys: [String]) -> ScanPath? {
        var path: ScanPath? = nil
        for key in keys { path = ScanPath(parent: path, key: key, index: 0) }
        return path
    }

    static func entering(_ parent: ScanPath?, key: String) -> ScanPath { ScanPath(parent: parent, key: key, index: 0) }

    static func entering(_ parent: ScanPath?, index: Int) -> ScanPath { ScanPath(parent: parent, key: nil, index: index) }

    /// The keys, outermost first; an array position as `[3]`.
    static func keys(_ path: ScanPath?) -> [String] {
        var keys: [String] = []
        var node = path
        while let current = node {
            keys.append(current.key ?? "[\(current.index)]")
            node = current.parent
        }
        return keys.reversed()
    }
}
