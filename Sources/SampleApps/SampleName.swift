import StateRestoration

/// Every sample `uistate sample` writes: the steps of the item-list app (classic view-controller
/// restoration), the steps of the SwiftUI notes app (scene sessions), then the synthetic ones.
public enum SampleName: String, CaseIterable, Sendable {
    case launch
    case scroll
    case openItem = "open-item"
    case editText = "edit-text"
    case editMode = "edit-mode"
    case newItem = "new-item"
    case upgrade
    case notesOneWindow = "notes-one-window"
    case notesTwoWindows = "notes-two-windows"
    case notesDraft = "notes-draft"
    case notesClosed = "notes-closed"
    case notesClassic = "notes-classic"
    case macOneWindow = "mac-one-window"
    case macTwoWindows = "mac-two-windows"
    case macTyping = "mac-typing"
    case macWindowClosed = "mac-window-closed"
    /// A synthetic app with any number of preserved controllers.
    case large
    /// Identifiers and values that break naive tools.
    case awkward
    /// A secret of every privacy rule: a classic archive and a scene session.
    case secrets
    /// A secret of every privacy rule in a Mac app's windows.
    case macSecrets = "mac-secrets"

    /// The step of the item-list app this sample is, if it is one.
    public var step: SampleApp.Step? { SampleApp.step(named: rawValue) }

    /// The step of the notes app this sample is, if it is one.
    public var sceneStep: SceneSampleApp.Step? { SceneSampleApp.step(named: rawValue) }

    /// The step of the Mac editor this sample is, if it is one.
    public var macStep: MacSampleApp.Step? { MacSampleApp.step(named: rawValue) }

    /// Which app the sample belongs to, for `sample --list`.
    public var app: String {
        if step != nil { return "Homepwner, an item list (UIKit view-controller restoration)" }
        if sceneStep != nil { return "Notes, a SwiftUI app on iPad (scene sessions, @SceneStorage)" }
        if macStep != nil { return "Editor, a Mac document editor (AppKit saved state, encrypted records)" }
        if self == .secrets || self == .macSecrets { return "Seeded secrets (for scan and --redact)" }
        return "Synthetic"
    }

    public var summary: String {
        switch self {
        case .large: "a synthetic app with --objects controllers (--variant changes ten)"
        case .awkward: "identifiers and values that break naive tools"
        case .secrets: "an account screen and a SwiftUI window holding a made-up secret of every privacy rule"
        case .macSecrets: "a Mac window holding a made-up secret of every privacy rule, and a bookmark into a home folder"
        default: step?.summary ?? sceneStep?.summary ?? macStep?.summary ?? ""
        }
    }

    /// The saved state this sample preserves; `objects` and `variant` shape the large one.
    public func savedState(objects: Int = 1000, variant: Int = 0) throws(PreservationError) -> SavedState {
        if let sceneStep { return try SceneSampleApp.savedState(sceneStep) }
        if let macStep { return MacSampleApp.savedState(macStep) }
        switch self {
        case .large: return SavedState(classic: try PreservationWalk.preserve(LargeSampleApp.model(objects: objects, variant: variant)))
        case .awkward: return SavedState(classic: try AwkwardSampleApp.snapshot())
        case .secrets: return try SecretSampleApp.savedState()
        case .macSecrets: return SecretSampleApp.macSavedState()
        default: return SavedState(classic: try PreservationWalk.preserve(step?.model ?? SampleApp.steps[0].model))
        }
    }
}
