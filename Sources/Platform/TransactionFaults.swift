#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Failures a test makes happen inside a `FileTransaction`, named in `UISTATE_TEST_FAULT`
/// (comma-separated), in debug builds only (a release build reads no such variable):
/// - `kill-after:N`: SIGKILL to itself once N steps are done (a step is one change on disk:
///   the journal written, a folder made, a file staged, the commit mark, a rename, the journal
///   removed), so a test kills a run at every point of its writes;
/// - `count-steps`: "uistate transaction: N steps" on standard error when it ends;
/// - `no-space`: the room check finds no free byte (a full disk, without filling one);
/// - `no-space-at:N`: the Nth file staged fails with ENOSPC, as a disk filling up during the
///   write would (what the room check cannot foresee).
struct TransactionFaults {
    var killAfter: Int?
    var countSteps = false
    var noSpace = false
    var noSpaceAt: Int?
    private(set) var steps = 0
    private(set) var writes = 0

    static func fromEnvironment() -> TransactionFaults {
        var faults = TransactionFaults()
        #if DEBUG
        guard let value = getenv("UISTATE_TEST_FAULT") else { return faults }
        for item in String(cString: value).split(separator: ",") {
            let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
            switch parts[0] {
            case "kill-after": faults.killAfter = parts.count > 1 ? Int(parts[1]) : nil
            case "count-steps": faults.countSteps = true
            case "no-space": faults.noSpace = true
            case "no-space-at": faults.noSpaceAt = parts.count > 1 ? Int(parts[1]) : nil
            default: break
            }
        }
        #endif
        return faults
    }

    /// Before each change on disk.
    mutating func step() throws(SystemError) {
        if let killAfter, steps >= killAfter { kill(getpid(), SIGKILL) }
        steps += 1
    }

    /// Before each file staged.
    mutating func write(_ path: String) throws(SystemError) {
        writes += 1
        if writes == noSpaceAt { throw SystemError("write", path: path, code: ENOSPC) }
    }

    /// The free bytes the room check sees.
    func available(_ actual: UInt64?) -> UInt64? {
        noSpace ? 0 : actual
    }

    func finish() {
        if countSteps { StandardStream.error.write("uistate transaction: \(steps) steps\n") }
    }
}
