import Foundation
import KeyedArchive
import PropertyList
import SampleApps
import StateRestoration

/// `uistate scan --archive` and `uistate commit --redact` of states built to be as hard as a
/// file up to the 64 MiB limit can make them (issue 47's bound: 15 s and 1 GB each): one
/// NSArray of 5 million references, one string of 9 million emails, a chain of nested
/// dictionaries, a dictionary of a million keys, and data values of every kind the scanner
/// decodes. Each command is a new process, timed with its peak memory (GNU time).
enum PrivacyBoundsBenchmark {
    struct Input {
        var name: String
        var archive: KeyedArchive
        /// Past a reader's limit: refused as malformed (exit 65), quickly and without a crash.
        var refused = false
        /// Scanned, but its canonical text would pass the 64 MiB file limit: `commit` refuses it
        /// (exit 65) instead of writing a file no reader would take.
        var commitRefused = false
    }

    /// `scale` 1 is the issue's sizes; the callgrind runs use a tenth.
    static func inputs(scale: Double) -> [Input] {
        func scaled(_ count: Int) -> Int { max(1, Int(Double(count) * scale)) }
        var inputs: [Input] = []

        // 5 million references in one NSArray, to 100,000 shared strings (one holds an email).
        let strings = scaled(100_000)
        var objects = (0..<strings).map { index in
            ArchiveObject(ArchiveClass("NSString", "NSObject"), [ArchiveField("NS.string", .stored(.string(index == 7 ? "ann.smith@example.com" : "Item \(index)")))])
        }
        let references = (0..<scaled(5_000_000)).map { ArchiveValue.object(ArchiveObjectID(($0 &* 7_919) % strings)) }
        objects.append(ArchiveObject(ArchiveClass("NSArray", "NSObject"), [ArchiveField("NS.objects", .array(references))]))
        inputs.append(Input(name: "\(count(scaled(5_000_000))) references in one NSArray",
                            archive: KeyedArchive(top: [ArchiveField("items", .object(ArchiveObjectID(objects.count - 1)))], objects: objects)))

        // 9 million emails in one string of about 60 MB.
        var text: [UInt8] = []
        text.reserveCapacity(scaled(9_000_000) * 7)
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        // `a@b.io `: seven bytes, 676 distinct addresses, as a log repeats a few.
        for index in 0..<scaled(9_000_000) {
            text.append(letters[index % 26])
            text.append(UInt8(ascii: "@"))
            text.append(letters[(index / 26) % 26])
            text += Array(".io ".utf8)
        }
        inputs.append(Input(name: "\(count(scaled(9_000_000))) emails in one \(text.count >> 20) MB string",
                            archive: KeyedArchive(top: [ArchiveField("log", .stored(.string(String(decoding: text, as: UTF8.self))))], objects: [])))

        // Nested dictionaries, each holding the next and a password: chains as deep as the
        // reader allows (500 of its 512 levels), side by side; and one chain past the limit,
        // which is refused as malformed (exit 65) without a crash.
        func chains(count: Int, depth: Int) -> KeyedArchive {
            var objects: [ArchiveObject] = [ArchiveObject(ArchiveClass("NSString", "NSObject"), [ArchiveField("NS.string", .stored(.string("next")))]),
                                            ArchiveObject(ArchiveClass("NSString", "NSObject"), [ArchiveField("NS.string", .stored(.string("password")))])]
            var roots: [ArchiveValue] = []
            for _ in 0..<count {
                roots.append(.object(ArchiveObjectID(objects.count)))
                for level in 0..<depth {
                    let next: ArchiveValue = level + 1 < depth ? .object(ArchiveObjectID(objects.count + 1)) : .stored(.string("end"))
                    objects.append(ArchiveObject(ArchiveClass("NSDictionary", "NSObject"), [
                        ArchiveField("NS.keys", .array([.object(ArchiveObjectID(0)), .object(ArchiveObjectID(1))])),
                        ArchiveField("NS.objects", .array([next, .stored(.string("hunter\(level % 10)"))])),
                    ]))
                }
            }
            return KeyedArchive(top: [ArchiveField("roots", .array(roots))], objects: objects)
        }
        // 1,000 chains of 500: the canonical text indents every level, past the 64 MiB a
        // snapshot's file may hold, so the commit is refused; 1,000 chains of 50 are recorded.
        inputs.append(Input(name: "\(count(scaled(1_000))) chains of 500 nested dictionaries (commit refused)", archive: chains(count: scaled(1_000), depth: 500), commitRefused: true))
        inputs.append(Input(name: "\(count(scaled(1_000))) chains of 50 nested dictionaries", archive: chains(count: scaled(1_000), depth: 50)))
        inputs.append(Input(name: "\(count(scaled(300_000))) nested dictionaries (refused)", archive: chains(count: 1, depth: scaled(300_000)), refused: true))

        // As many objects as the reader's 8 Mi values allow: 1.2 million, each with one field
        // (six values each, with its class and its place in the array).
        let many = scaled(1_200_000)
        var small = (0..<many).map { ArchiveObject(ArchiveClass("Item", "NSObject"), [ArchiveField("n", .inline(.integer(Int128($0 % 100))))]) }
        small.append(ArchiveObject(ArchiveClass("NSArray", "NSObject"), [ArchiveField("NS.objects", .array((0..<many).map { .object(ArchiveObjectID($0)) }))]))
        inputs.append(Input(name: "\(count(many)) objects in one NSArray", archive: KeyedArchive(top: [ArchiveField("items", .object(ArchiveObjectID(many)))], objects: small)))

        // 25 million references in a 50 MB file: past the reader's 8 Mi values, refused (it
        // would take 1.6 GB to read). Not scaled: a tenth would be within the limit.
        var shared = (0..<1_000).map { ArchiveObject(ArchiveClass("NSString", "NSObject"), [ArchiveField("NS.string", .stored(.string("s\($0)")))]) }
        shared.append(ArchiveObject(ArchiveClass("NSArray", "NSObject"), [ArchiveField("NS.objects", .array((0..<25_000_000).map { .object(ArchiveObjectID($0 % 1_000)) }))]))
        inputs.append(Input(name: "25 million references in one NSArray (refused)", archive: KeyedArchive(top: [ArchiveField("items", .object(ArchiveObjectID(1_000)))], objects: shared), refused: true))

        // As many keys as the file limit holds: 2 million short ones, one value shared (their
        // text, a line each, is past what a snapshot's file may hold: the commit is refused).
        let dense = scaled(2_000_000)
        let denseTable = ArchiveObject(ArchiveClass("NSDictionary", "NSObject"), [
            ArchiveField("NS.keys", .array((0..<dense).map { .stored(.string("k\($0)")) })),
            ArchiveField("NS.objects", .array((0..<dense).map { _ in .stored(.string("v")) })),
        ])
        inputs.append(Input(name: "\(count(dense)) short keys in one NSDictionary (commit refused)", archive: KeyedArchive(top: [ArchiveField("table", .object(ArchiveObjectID(0)))], objects: [denseTable]), commitRefused: true))

        // A dictionary of a million keys, every tenth named like a secret.
        let width = scaled(1_000_000)
        let wide = ArchiveObject(ArchiveClass("NSDictionary", "NSObject"), [
            ArchiveField("NS.keys", .array((0..<width).map { .stored(.string($0 % 10 == 0 ? "token\($0)" : "key\($0)")) })),
            ArchiveField("NS.objects", .array((0..<width).map { .stored(.string("value \($0)")) })),
        ])
        inputs.append(Input(name: "\(count(width)) keys in one NSDictionary", archive: KeyedArchive(top: [ArchiveField("table", .object(ArchiveObjectID(0)))], objects: [wide])))

        // Data: random bytes, text with emails, and the same text base64-encoded and deflated.
        var generator = SplitMixGenerator(seed: 47)
        let random = (0..<scaled(60 << 20)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        // Canonical text writes data as hex, twice its size: 60 MB of data is past what a
        // snapshot's file may hold, so the commit is refused (exit 65); 31 MB of text is recorded.
        inputs.append(Input(name: "\(random.count >> 20) MB of random data (commit refused)", archive: KeyedArchive(top: [ArchiveField("blob", .stored(.data(random)))], objects: []), commitRefused: true))
        let lines = Array(String(repeating: "note for ann.smith@example.com: call +44 20 7946 0958 about DE89 3704 0044 0532 0130 00\n", count: scaled(360_000)).utf8)
        inputs.append(Input(name: "\(lines.count >> 20) MB of text in data", archive: KeyedArchive(top: [ArchiveField("notes", .stored(.data(lines)))], objects: [])))
        return inputs
    }

    static func count(_ value: Int) -> String {
        value >= 1_000_000 && value % 100_000 == 0 ? "\(Double(value) / 1e6) million".replacingOccurrences(of: ".0 ", with: " ") : "\(value)"
    }

    /// The savedState folder holding the input's archive as one preserved object's state: the
    /// object's own fields, then the input's, its graph after the object's own objects.
    static func write(_ input: Input, to folder: URL) throws {
        var snapshot = try PreservationWalk.preserve(AppModel(windows: [ViewControllerModel("BoundsViewController", identifier: "Bounds")], bundleVersion: "1"))
        guard let index = snapshot.objects.firstIndex(where: { $0.path.rawValue == "Bounds" }) else { throw BenchmarkFailure("no object to fill") }
        let base = snapshot.objects[index].archive
        let offset = base.objects.count
        func moved(_ value: ArchiveValue) -> ArchiveValue {
            switch value {
            case .object(let id): .object(ArchiveObjectID(id.index + offset))
            case .array(let items): .array(items.map(moved))
            case .set(let items): .set(items.map(moved))
            case .dictionary(let fields): .dictionary(fields.map { ArchiveField($0.key, moved($0.value)) })
            default: value
            }
        }
        let graph = input.archive.objects.map { ArchiveObject($0.archiveClass, $0.fields.map { ArchiveField($0.key, moved($0.value)) }) }
        snapshot.objects[index].archive = KeyedArchive(top: base.top + input.archive.top.map { ArchiveField($0.key, moved($0.value)) }, objects: base.objects + graph)
        try SavedStateWriter.write(snapshot, to: folder)
    }

    static func run(runs: Int, scale: Double, scratch: URL, uistate: String) throws {
        let folder = scratch.appendingPathComponent("privacy-bounds")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var table = Table(header: ["input", "data.data", "scan --archive", "peak", "commit --redact", "peak", "goal"])
        for (number, input) in inputs(scale: scale).enumerated() {
            let state = folder.appendingPathComponent("input\(number).savedState")
            try write(input, to: state)
            let size = (try? FileManager.default.attributesOfItem(atPath: state.appendingPathComponent("data.data").path)[.size] as? Int) ?? 0
            var scans: [Measure.ProcessRun] = [], commits: [Measure.ProcessRun] = []
            for run in 0..<runs {
                scans.append(Measure.process("'\(uistate)' scan --archive '\(state.path)' > /dev/null", in: folder, measureMemory: true))
                let repo = folder.appendingPathComponent("repo\(number)-\(run)")
                _ = Measure.process("'\(uistate)' init '\(repo.path)' -q", in: folder)
                commits.append(Measure.process("'\(uistate)' commit --redact '\(state.path)' -q", in: repo, measureMemory: true))
                try? FileManager.default.removeItem(at: repo)
            }
            let scanOK: Set<Int32> = input.refused ? [65] : [0, 1], commitOK: Set<Int32> = input.refused || input.commitRefused ? [65] : [0]
            if let failed = scans.first(where: { !scanOK.contains($0.status) }) ?? commits.first(where: { !commitOK.contains($0.status) }) {
                throw BenchmarkFailure("\(input.name): exit \(failed.status): \(failed.output.suffix(400))")
            }
            table.rows.append([
                input.name, String(format: "%.1f MB", Double(size) / 1e6),
                String(format: "%.2f s", CommitBenchmark.median(scans.map(\.seconds))), String(format: "%.0f MiB", scans.map(\.peakMiB).max() ?? 0),
                String(format: "%.2f s", CommitBenchmark.median(commits.map(\.seconds))), String(format: "%.0f MiB", commits.map(\.peakMiB).max() ?? 0),
                "15 s, 1 GB",
            ])
            try? FileManager.default.removeItem(at: state)
        }
        print(table.render())
        print("\nMedian of \(runs) runs; peak: the most of any run (GNU time's maximum resident set).")
    }

    /// Writes the inputs as savedState folders (for callgrind by hand: docs/performance.md).
    static func writeInputs(scale: Double, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (number, input) in inputs(scale: scale).enumerated() {
            try write(input, to: folder.appendingPathComponent("input\(number).savedState"))
            print("input\(number).savedState: \(input.name)")
        }
    }
}

/// A small deterministic generator (SplitMix64) for reproducible inputs.
struct SplitMixGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
