import KeyedArchive
import StateRestoration

/// Why a model cannot be preserved.
public enum PreservationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Two objects would get the same identifier path; UIKit requires unique paths.
    case duplicatePath(IdentifierPath)

    public var description: String {
        switch self {
        case .duplicatePath(let path):
            "two objects have the restoration identifier path '\(path)': give siblings distinct identifiers"
        }
    }
}

/// UIKit's preservation walk over an `AppModel`, producing the archive it would write.
///
/// From each window's root: a controller without an identifier is skipped together with its
/// children and presented controllers; a preserved controller gets its own coder (class name,
/// its own keys, `kObjectIsViewControllerKey`, its loaded views' archives, references to its
/// preserved children); children of indexed containers get `:[n]:` components.
public struct PreservationWalk {
    private var objects: [PreservedObject] = []
    private var paths: Set<IdentifierPath> = []
    private var classMap: [(String, String)] = []
    private var roots: [String] = []

    public static func preserve(_ app: AppModel) throws(PreservationError) -> Snapshot {
        var walk = PreservationWalk()
        for window in app.windows {
            if let path = try walk.visit(window, parent: []) { walk.roots.append(path.rawValue) }
        }
        for registered in app.registeredObjects {
            try walk.register(registered)
        }
        return walk.snapshot(app)
    }

    private mutating func claim(_ path: IdentifierPath) throws(PreservationError) {
        guard paths.insert(path).inserted else { throw .duplicatePath(path) }
    }

    @discardableResult
    private mutating func visit(_ controller: ViewControllerModel, parent: [String]) throws(PreservationError) -> IdentifierPath? {
        guard let identifier = controller.restorationIdentifier else { return nil }
        let components = parent + [identifier]
        let path = IdentifierPath(components: components)
        try claim(path)
        var coder = StateCoder()
        coder.set(UIKitKeys.className, .stored(.string(controller.className)))
        coder.encode(controller.state)
        coder.set(UIKitKeys.isViewController, .inline(.bool(true)))
        if let storyboard = controller.storyboardIdentifier {
            coder.set(UIKitKeys.storyboardIdentifier, .stored(.string(storyboard)))
        }
        if controller.isViewLoaded {
            coder.set(UIKitKeys.viewWasLoaded, .inline(.bool(true)))
            let views = controller.views.compactMap { view -> (String, ArchiveValue)? in
                guard let id = view.restorationIdentifier else { return nil }
                var viewCoder = StateCoder()
                viewCoder.set(UIKitKeys.className, .stored(.string(view.className)))
                viewCoder.encode(view.state)
                return (id, .stored(.data(KeyedArchiveWriter.write(viewCoder.archive))))
            }
            if !views.isEmpty { coder.set(UIKitKeys.viewRestorationData, coder.dictionary(views)) }
        }
        var childPaths: [IdentifierPath] = []
        for (index, child) in controller.children.enumerated() {
            let childParent = controller.container == .indexed ? components + [IdentifierPath.indexComponent(index)] : components
            if let childPath = try visit(child, parent: childParent) { childPaths.append(childPath) }
        }
        if !childPaths.isEmpty {
            coder.encode(.array(childPaths.map { .reference($0) }), forKey: UIKitKeys.children)
        }
        for presented in controller.presented {
            try visit(presented, parent: components)
        }
        if let restorationClass = controller.restorationClass { classMap.append((path.rawValue, restorationClass)) }
        objects.append(PreservedObject(path: path, archive: coder.archive))
        return path
    }

    private mutating func register(_ object: RestorableObjectModel) throws(PreservationError) {
        let path = IdentifierPath(components: (object.parent?.components ?? []) + [object.restorationIdentifier])
        try claim(path)
        var coder = StateCoder()
        coder.set(UIKitKeys.className, .stored(.string(object.className)))
        coder.encode(object.state)
        if let restorationClass = object.restorationClass { classMap.append((path.rawValue, restorationClass)) }
        if object.parent == nil { roots.append(path.rawValue) }
        objects.append(PreservedObject(path: path, archive: coder.archive))
    }

    private func snapshot(_ app: AppModel) -> Snapshot {
        var coder = StateCoder()
        coder.set(UIKitKeys.majorVersion, .inline(.integer(UIKitKeys.supportedMajorVersion)))
        coder.set(UIKitKeys.minorVersion, .inline(.integer(UIKitKeys.writtenMinorVersion)))
        coder.set(UIKitKeys.idiom, .stored(.integer(Int128(app.idiom))))
        coder.set(UIKitKeys.timestamp, coder.archiveValue(.date(app.timestamp)))
        coder.set(UIKitKeys.systemVersion, .stored(.string(app.systemVersion)))
        if let bundleVersion = app.bundleVersion { coder.set(UIKitKeys.bundleVersion, .stored(.string(bundleVersion))) }
        coder.encode(app.delegateState)
        if !app.sizeClasses.isEmpty {
            let windows = app.sizeClasses.map { entry -> (String, ArchiveValue) in
                (entry.window, coder.dictionary([
                    ("VerticalSizeClassStringKey", .stored(.string(entry.vertical))),
                    ("HorizontalSizeClassStringKey", .stored(.string(entry.horizontal))),
                ]))
            }
            coder.set(UIKitKeys.sizeClassMap, coder.dictionary(windows))
        }
        if let responder = app.firstResponder { coder.set(UIKitKeys.firstResponders, coder.stringArray([responder.rawValue])) }
        coder.set(UIKitKeys.rootIdentifiers, coder.stringArray(roots))
        coder.set(UIKitKeys.restorationClassMap, coder.dictionary(classMap.map { ($0.0, .stored(.string($0.1))) }))
        if app.ignoreSnapshotOnNextLaunch { coder.set(UIKitKeys.ignoreSnapshot, .inline(.bool(true))) }
        let info = RestorationInfo.plist(ignoreSnapshot: app.ignoreSnapshotOnNextLaunch)
        return Snapshot(app: coder.archive, objects: objects, restorationInfo: info)
    }
}
