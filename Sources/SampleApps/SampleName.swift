import StateRestoration

/// Every sample `uistate sample` writes: the steps of the item-list app, in order, then the
/// synthetic ones.
public enum SampleName: String, CaseIterable, Sendable {
    case launch
    case scroll
    case openItem = "open-item"
    case editText = "edit-text"
    case editMode = "edit-mode"
    case newItem = "new-item"
    case upgrade
    /// A synthetic app with any number of preserved controllers.
    case large
    /// Identifiers and values that break naive tools.
    case awkward

    /// The step of the item-list app this sample is, if it is one.
    public var step: SampleApp.Step? { SampleApp.step(named: rawValue) }

    public var summary: String {
        switch self {
        case .large: "a synthetic app with --objects controllers (--variant changes ten)"
        case .awkward: "identifiers and values that break naive tools"
        default: step?.summary ?? ""
        }
    }

    /// The saved state this sample preserves; `objects` and `variant` shape the large one.
    public func snapshot(objects: Int = 1000, variant: Int = 0) throws(PreservationError) -> Snapshot {
        switch self {
        case .large: return try PreservationWalk.preserve(LargeSampleApp.model(objects: objects, variant: variant))
        case .awkward: return try AwkwardSampleApp.snapshot()
        default: return try PreservationWalk.preserve(step?.model ?? SampleApp.steps[0].model)
        }
    }
}
