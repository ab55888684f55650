import KeyedArchive
import PropertyList
import StateRestoration

/// A recorded classic state carried across to the scene-based saved state the migrated app
/// restores from: the session index (`KnownSceneSessions`) and one session whose restoration
/// activity holds the controller tree and each controller's own keys, in the format the
/// generated `SceneRestoration` code reads (`RestorationActivityFormat`).
///
/// The window's root controller and every view controller below it are carried; each key of
/// the classic archive is either carried (into the activity, named by where it went) or not
/// (with the reason), so nothing is dropped unseen. What is carried is the same value: a
/// controller's keys keep their archive (UIKit's archiver is an NSKeyedArchiver, and so is
/// the migrated app's coder), only UIKit's path proxies become `UIStateMigrationReference`s.
public struct StateConversion: Sendable {
    /// A key of the classic state and where it went in the activity.
    public struct Carried: Sendable, Equatable {
        /// The classic object's identifier path, or `@app` for the app-level values.
        public var path: String
        public var key: String
        /// Where it is in the activity's userInfo, as `uistate diff` names it.
        public var into: String
    }

    /// A key (or a whole object, with `key` nil) the activity does not carry, and why.
    public struct NotCarried: Sendable, Equatable {
        public var path: String
        public var key: String?
        public var reason: String
    }

    public var state: SavedState
    public var sessionIdentifier: String
    public var activityType: String
    /// The window's root controller; nil when the classic archive held app-level values only
    /// (an app that restores at app level, book example p351), which are carried alone.
    public var root: IdentifierPath?
    /// The controllers carried, parents first.
    public var controllers: [IdentifierPath]
    public var carried: [Carried]
    public var notCarried: [NotCarried]

    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The snapshot holds no classic view-controller archive.
        case notClassic
        /// The archive holds neither a view controller nor an app-level value to carry.
        case noController
        /// A session identifier UIKit would not make (a folder name).
        case badSessionIdentifier(String)

        public var description: String {
            switch self {
            case .notClassic: "the snapshot holds no classic view-controller archive (data.data): nothing to convert"
            case .noController: "the snapshot's archive holds no view controller and no app-level value of the app's: nothing to carry to a scene"
            case .badSessionIdentifier(let name): "'\(name)' is not a session identifier UIKit makes"
            }
        }
    }

    typealias Format = RestorationActivityFormat

    /// UIKit's keys in a controller's archive and where each one goes.
    enum Bookkeeping {
        case intoClass, intoChildren, intoViewLoaded, dropped(String)
    }

    static let bookkeeping: [String: Bookkeeping] = [
        UIKitKeys.className: .intoClass,
        UIKitKeys.children: .intoChildren,
        UIKitKeys.isViewController: .dropped("UIKit's bookkeeping (every controller of the activity is a view controller)"),
        UIKitKeys.viewWasLoaded: .intoViewLoaded,
        Format.storyboardProxyKey: .dropped("UIKit's storyboard proxy: the migrated app finds the storyboard by the controller's storyboard identifier, or its class's one storyboard"),
    ]

    /// The app-level keys UIKit writes itself: in a scene-based app UIKit still writes them into
    /// its own app-level archive, so the activity does not need them.
    /// UIKit's app-level values an opt-in reads (`UIApplicationStateRestorationBundleVersionKey`
    /// and the others UIKit documents for `application(_:shouldRestoreSecureApplicationState:)`'s
    /// coder): carried into the activity's app-level archive.
    static let uiKitAppCarried: Set<String> = [UIKitKeys.bundleVersion, UIKitKeys.idiom, UIKitKeys.timestamp, UIKitKeys.systemVersion]

    static let uiKitAppReasons: [String: String] = [
        UIKitKeys.firstResponders: "the first responder: scene restoration does not restore it (the app's own decode method can make a field first responder)",
        UIKitKeys.sizeClassMap: "UIKit's size classes per window: a scene's window gets them from its scene",
        UIKitKeys.ignoreSnapshot: "UIKit's launch-snapshot flag: a scene-based app sets it per scene (UIApplication.requestSceneSessionRefresh)",
    ]

    /// Converts `snapshot`'s classic archive. `activityType` is the migrated app's
    /// (`<bundle id>.restoration`); `sessionIdentifier` names the new session's folder.
    public static func convert(_ saved: SavedState, activityType: String, sessionIdentifier: String) throws(Failure) -> StateConversion {
        guard let snapshot = saved.classic else { throw .notClassic }
        guard SceneKeys.isPlausibleIdentifier(sessionIdentifier) else { throw .badSessionIdentifier(sessionIdentifier) }
        let tree = ControllerTree(snapshot)
        let rootNode = tree.roots.first(where: \.isViewController)
        var conversion = Conversion(snapshot: snapshot)
        for node in tree.roots where node.path != rootNode?.path {
            conversion.leaveOut(node, reason: node.isViewController
                ? "another window's root: the migrated app has one scene, restored from the first window's root"
                : "a registered restorable object (UIStateRestoring): scene restoration saves view controllers only")
        }
        if let rootNode { conversion.visit(rootNode) }
        let appData = conversion.appValues(hasRoot: rootNode != nil)
        // App-level values alone are carried (the migrated app restores them whatever the tree).
        guard rootNode != nil || appData != nil else { throw .noController }
        for session in saved.sessions {
            conversion.notCarried.append(NotCarried(path: "@scenes/" + session.identifier, key: nil, reason: "a scene session the classic state already had: kept out of the conversion"))
        }

        var builder = ArchiveBuilder()
        var controllers: [(key: String, value: ArchiveValue)] = []
        for record in conversion.records {
            var entries: [(key: String, value: ArchiveValue)] = []
            if let className = record.className { entries.append((Format.classKey, builder.string(className))) }
            if let restorationClass = record.restorationClass { entries.append((Format.restorationClassKey, builder.string(restorationClass))) }
            if let storyboard = record.storyboardIdentifier { entries.append((Format.storyboardIdentifierKey, builder.string(storyboard))) }
            if !record.children.isEmpty { entries.append((Format.childrenKey, builder.array(record.children.map { builder.string($0.rawValue) }))) }
            if let selected = record.selectedIndex { entries.append((Format.selectedIndexKey, builder.integer(selected))) }
            if let presented = record.presented { entries.append((Format.presentedKey, builder.string(presented.rawValue))) }
            entries.append((Format.viewLoadedKey, builder.integer(record.viewLoaded ? 1 : 0)))
            if let state = record.state { entries.append((Format.stateKey, builder.data(KeyedArchiveWriter.write(state)))) }
            controllers.append((record.path.rawValue, builder.dictionary(entries)))
        }
        var info: [(key: String, value: ArchiveValue)] = [(Format.formatKey, builder.integer(Format.version))]
        if let rootNode {
            info.append((Format.rootKey, builder.string(rootNode.path.rawValue)))
            info.append((Format.controllersKey, builder.dictionary(controllers)))
        }
        // Always there, as the migrated app writes it: its restore method reads what is in it.
        info.append((Format.appKey, builder.data(KeyedArchiveWriter.write(appData ?? KeyedArchive(top: [], objects: [])))))
        let userInfo = builder.dictionary(info)
        let activity = SceneActivity(entries: [PropertyListEntry(SceneKeys.activityType, .string(activityType))],
                                     userInfo: builder.archive(SceneKeys.activityUserInfo, userInfo))
        let session = SceneSession(
            identifier: sessionIdentifier, definition: definition(sessionIdentifier), activity: activity,
            internalUserInfo: .dictionary([PropertyListEntry("_UISceneSessionUserInfoVersion", .integer(1))]))
        let state = SavedState(sceneIndexFolder: SceneKeys.indexFolders[0], sessions: [session])
        return StateConversion(
            state: state, sessionIdentifier: sessionIdentifier, activityType: activityType, root: rootNode?.path,
            controllers: conversion.records.map(\.path), carried: conversion.carried, notCarried: conversion.notCarried)
    }

    /// The session's index entry: a `UISceneSession` with the manifest's configuration, as UIKit
    /// archives one for an app whose Info.plist declares it.
    static func definition(_ identifier: String) -> KeyedArchive {
        var builder = ArchiveBuilder()
        let configuration = builder.object(ArchiveObject(ArchiveClass("UISceneConfiguration", "NSObject"), [
            ArchiveField(SceneKeys.configurationName, builder.string(Format.configurationName)),
            ArchiveField(SceneKeys.configurationRole, builder.string(Format.sessionRole)),
        ]))
        let session = builder.object(ArchiveObject(ArchiveClass("UISceneSession", "NSObject"), [
            ArchiveField(SceneKeys.role, builder.string(Format.sessionRole)),
            ArchiveField(SceneKeys.persistentIdentifier, builder.string(identifier)),
            ArchiveField(SceneKeys.configuration, configuration),
        ]))
        return builder.archive(SceneKeys.definition, session)
    }

    /// A session identifier made from a hexadecimal id (the converted state's tree), shaped as
    /// UIKit's (a UUID string): the same state always converts to the same session.
    public static func sessionIdentifier(fromHex hex: String) -> String {
        let digits = Array(hex.uppercased().filter(\.isHexDigit).prefix(32))
        let padded = digits + Array(repeating: "0", count: max(0, 32 - digits.count))
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(padded[$0]) }
        return groups.joined(separator: "-")
    }
}

/// One conversion's working state: the records made so far and the account of every key.
private struct Conversion {
    typealias Format = RestorationActivityFormat

    struct Record {
        var path: IdentifierPath
        var className: String?
        var restorationClass: String?
        var storyboardIdentifier: String?
        var children: [IdentifierPath] = []
        var selectedIndex: Int?
        var presented: IdentifierPath?
        /// UIKit records `kViewControllerViewWasLoadedKey` only for a controller whose view was loaded.
        var viewLoaded = false
        var state: KeyedArchive?
    }

    let snapshot: Snapshot
    let classMap: [IdentifierPath: String]
    var records: [Record] = []
    var carried: [StateConversion.Carried] = []
    var notCarried: [StateConversion.NotCarried] = []

    init(snapshot: Snapshot) {
        self.snapshot = snapshot
        classMap = snapshot.restorationClassMap
    }

    func location(_ path: IdentifierPath, _ parts: String...) -> String {
        ([Format.controllersKey, path.rawValue] + parts).joined(separator: " / ")
    }

    mutating func carry(_ path: IdentifierPath, _ key: String, into: String) {
        carried.append(StateConversion.Carried(path: path.rawValue, key: key, into: into))
    }

    mutating func drop(_ path: IdentifierPath, _ key: String?, _ reason: String) {
        notCarried.append(StateConversion.NotCarried(path: path.rawValue, key: key, reason: reason))
    }

    /// An object and everything below it, not carried.
    mutating func leaveOut(_ node: ControllerTree.Node, reason: String) {
        drop(node.path, nil, reason)
        if let object = snapshot.object(at: node.path) {
            for field in object.archive.top { drop(node.path, ArchiveKeys.userKey(field.key), reason) }
        }
        for child in node.children { leaveOut(child, reason: "below \(node.path.rawValue), which is not carried") }
    }

    mutating func visit(_ node: ControllerTree.Node) {
        guard node.isViewController, let object = snapshot.object(at: node.path) else {
            leaveOut(node, reason: "a restorable object that is not a view controller (a UIStateRestoring object under a controller): scene restoration saves view controllers only")
            return
        }
        let path = node.path
        var record = Record(path: path, className: node.className, restorationClass: classMap[path], storyboardIdentifier: object.storyboardIdentifier)
        if record.restorationClass != nil { carry(path, "restoration class (\(UIKitKeys.restorationClassMap))", into: location(path, Format.restorationClassKey)) }
        let contained = node.children.filter { $0.isViewController && $0.isContained }
        let presented = node.children.filter(\.isPresented)
        record.children = contained.map(\.path)
        record.presented = presented.first?.path
        let isUIKitContainer = node.className.map { Format.uiKitContainers.contains($0) } ?? false
        let references = Self.referencedPaths(object.archive)
        var kept: [ArchiveField] = []
        for field in object.archive.top {
            let key = ArchiveKeys.userKey(field.key)
            switch StateConversion.bookkeeping[key] {
            case .intoClass?:
                carry(path, key, into: location(path, Format.classKey))
            case .intoChildren?:
                carry(path, key, into: location(path, Format.childrenKey))
            case .intoViewLoaded?:
                record.viewLoaded = true
                carry(path, key, into: location(path, Format.viewLoadedKey))
            case .dropped(let reason)?:
                drop(path, key, reason)
            case nil:
                if key == UIKitKeys.viewRestorationData {
                    dropViews(object, path: path)
                } else if key == Format.presentedStateKey {
                    carry(path, key, into: location(path, Format.presentedKey))
                    if !isUIKitContainer { kept.append(field) }
                } else if key == Format.storyboardIdentifierStateKey {
                    carry(path, key, into: location(path, Format.storyboardIdentifierKey))
                    if !isUIKitContainer { kept.append(field) }
                } else if isUIKitContainer {
                    if let selected = Self.selectedIndex(field.value, in: object.archive, references: references, children: contained) {
                        record.selectedIndex = selected
                        carry(path, key, into: location(path, Format.selectedIndexKey))
                    } else {
                        drop(path, key, "written by UIKit's \(node.className ?? "container") itself, whose encode method the migrated app does not call: the tree carries its children")
                    }
                } else {
                    kept.append(field)
                    carry(path, key, into: location(path, Format.stateKey, key))
                }
            }
        }
        if !isUIKitContainer { record.state = Self.state(object.archive, keeping: kept) }
        records.append(record)
        for extra in presented.dropFirst() {
            leaveOut(extra, reason: "a second controller presented by \(path.rawValue): UIKit presents one at a time")
        }
        for child in node.children where !child.isViewController {
            leaveOut(child, reason: "a restorable object that is not a view controller (a UIStateRestoring object under a controller): scene restoration saves view controllers only")
        }
        for child in contained { visit(child) }
        if let first = presented.first { visit(first) }
    }

    /// A view's state (`kViewRestorationDataKey`): UIKit's own view encoders (scroll position,
    /// selection, text selection), which scene restoration does not run.
    mutating func dropViews(_ object: PreservedObject, path: IdentifierPath) {
        let reason = "a view's own state (UIKit's view restoration: scroll position, selected rows, text selection): scene restoration does not carry views; the controller's encode method can save what matters"
        var decoder = FoundationDecoder(object.archive)
        guard let value = object.archive.top(UIKitKeys.viewRestorationData), case .dictionary(let views) = decoder.decode(value) else {
            drop(path, UIKitKeys.viewRestorationData, reason)
            return
        }
        for view in views {
            let name: String
            if case .string(let text) = view.key { name = text } else { name = "?" }
            if case .archive(let fields) = view.value, !fields.isEmpty {
                for field in fields where field.key != UIKitKeys.className {
                    drop(path, UIKitKeys.viewRestorationData + " / " + name + " / " + field.key, reason)
                }
            } else {
                drop(path, UIKitKeys.viewRestorationData + " / " + name, reason)
            }
        }
    }

    /// The app delegate's own root keys as an archive of their own (`UIStateMigrationApp`);
    /// UIKit's root keys carried or not, each said.
    mutating func appValues(hasRoot: Bool) -> KeyedArchive? {
        let app = IdentifierPath("@app")
        var kept: [ArchiveField] = []
        var own = 0
        for field in snapshot.app.top {
            let key = ArchiveKeys.userKey(field.key)
            if !UIKitKeys.rootKeys.contains(key) {
                kept.append(field)
                own += 1
                carry(app, key, into: Format.appKey + " / " + key)
            } else if StateConversion.uiKitAppCarried.contains(key) {
                // What the restore opt-in reads (Restorer's and Eventual's bundle version check):
                // the opt-in is asked with these values, as UIKit asked it with its archive.
                kept.append(field)
                carry(app, key, into: Format.appKey + " / " + key)
            } else if key == UIKitKeys.rootIdentifiers, hasRoot {
                carry(app, key, into: Format.rootKey)
            } else if key == UIKitKeys.rootIdentifiers {
                drop(app, key, "the windows' roots: the archive holds none of them, so the app-level values are carried alone")
            } else if key == UIKitKeys.restorationClassMap {
                // Each entry is carried with its controller (restorationClass).
                continue
            } else {
                drop(app, key, StateConversion.uiKitAppReasons[key] ?? "UIKit's own app-level value: a scene-based app's UIKit still writes it in its own app-level archive")
            }
        }
        // UIKit's values alone are no state of the app's.
        guard own > 0 || hasRoot else { return nil }
        return Self.state(snapshot.app, keeping: kept)
    }

    /// `archive` with only the `kept` root keys (and the objects they reach), UIKit's path
    /// proxies replaced by references of the activity's format.
    static func state(_ archive: KeyedArchive, keeping kept: [ArchiveField]) -> KeyedArchive {
        let objects = archive.objects.map { object -> ArchiveObject in
            guard object.className == UIKitKeys.pathProxyClass else { return object }
            let path: ArchiveValue
            switch object.field(UIKitKeys.pathProxyPath) {
            case .stored(.string(let text))?, .inline(.string(let text))?: path = .stored(.string(text))
            default: path = .null
            }
            return ArchiveObject(ArchiveClass(Format.referenceClass, "NSObject"), [ArchiveField(Format.referencePathKey, path)])
        }
        return KeyedArchive(top: kept, objects: objects)
    }

    /// The path each path proxy object of the archive carries, by object.
    static func referencedPaths(_ archive: KeyedArchive) -> [ArchiveObjectID: IdentifierPath] {
        var paths: [ArchiveObjectID: IdentifierPath] = [:]
        for (index, object) in archive.objects.enumerated() where object.className == UIKitKeys.pathProxyClass {
            if case .stored(.string(let text))? = object.field(UIKitKeys.pathProxyPath) { paths[ArchiveObjectID(index)] = IdentifierPath(text) }
            if case .inline(.string(let text))? = object.field(UIKitKeys.pathProxyPath) { paths[ArchiveObjectID(index)] = IdentifierPath(text) }
        }
        return paths
    }

    /// A container's key that refers to one of its children (UIKit's tab bar controller keeps
    /// its selected tab under a key of its own, not documented): that child's position in the
    /// container, the `:[n]:` UIKit recorded in its path (a tab bar's children without an
    /// identifier are not saved, but count), else its place among the saved children.
    static func selectedIndex(_ value: ArchiveValue, in archive: KeyedArchive, references: [ArchiveObjectID: IdentifierPath], children: [ControllerTree.Node]) -> Int? {
        guard case .object(let id) = value, let path = references[id], let position = children.firstIndex(where: { $0.path == path }) else { return nil }
        return children[position].index ?? position
    }
}
