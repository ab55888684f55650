import KeyedArchive
import PropertyList
import Git
import StateRepository
import StateRestoration

extension CLIError {
    /// The command-line form of any error from the libraries.
    init(_ error: any Error) {
        switch error {
        case let error as CLIError:
            self = error
        case let error as SavedStateError:
            switch error {
            case .notFound: self.init(error.description, status: .noInput)
            case .unreadable, .unwritable: self.init(error.description, status: .fatal)
            default: self.init(error.description, status: .badData)
            }
        case let error as KeyedArchiveError:
            self.init(error.description, status: .badData)
        case let error as PropertyListError:
            self.init(error.description, status: .badData)
        case let error as PreservationError:
            self.init(error.description, status: .badData)
        case let error as RepositoryError:
            switch error {
            case .nothingToCommit: self.init(error.description, status: .differences)
            case .damagedSnapshot: self.init(error.description, status: .badData)
            case .noWorkingArchive: self.init(error.description, status: .noInput)
            case .invalidName: self.init(error.description, status: .usage)
            case .refused: self.init(error.description, status: .differences)
            case .staleSnapshot: self.init(error.description, status: .staleSnapshot)
            case .pushRejected: self.init(error.description, status: .differences)
            default: self.init(error.description, status: .fatal)
            }
        case let error as GitError:
            self.init(error.description, status: .fatal)
        case let error as ManifestError:
            self.init(error.description, status: .badData)
        default:
            self.init(String(describing: error), status: .fatal)
        }
    }
}
