/// A savedState folder that is not there: not written yet (a fresh install writes it on its
/// first preservation run), or its app's whole container is gone.
public struct SavedStateAbsence: Sendable, Equatable {
    public let path: String
    /// The app container the folder lives in (`<container>/Library/Saved Application State/`)
    /// is gone too: the app was deleted, or reinstalled into a new container.
    public let containerGone: Bool
    /// The simulator app the repository was set up for, to re-point it.
    public let simulatorApp: String?
}
