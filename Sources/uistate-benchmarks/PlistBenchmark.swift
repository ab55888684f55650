import Foundation
import KeyedArchive
import PropertyList
import SampleApps
import StateRestoration

/// Decoding and re-encoding a UIKit archive of 10,000 objects (about 10 MB): ours against
/// Python's plistlib and Foundation's PropertyListSerialization, on the same file in the same
/// run. "outer" reads and writes the root plist; "all levels" also decodes and re-encodes every
/// nested per-object archive.
enum PlistBenchmark {
    static func run(objects: Int, runs: Int, scratch: URL) throws {
        let snapshot = try PreservationWalk.preserve(LargeSampleApp.model(objects: objects))
        let bytes = SavedStateWriter.archiveBytes(snapshot)
        let file = scratch.appendingPathComponent("archive.data")
        try Data(bytes).write(to: file)
        let megabytes = Double(bytes.count) / 1_048_576
        print("Archive: \(objects) objects, \(String(format: "%.1f", megabytes)) MiB, median of \(runs) runs\n")

        let oursOuter = try Measure.median(runs: runs) {
            let value = try BinaryPropertyListReader.read(bytes)
            _ = BinaryPropertyListWriter.write(value)
        }
        let oursAll = try Measure.median(runs: runs) {
            let result = try SavedStateReader.snapshot(archive: bytes, restorationInfo: nil, path: "bench")
            _ = SavedStateWriter.archiveBytes(result.snapshot)
        }
        let foundationOuter = try Measure.median(runs: runs) {
            let value = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
            _ = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        }
        let foundationAll = try Measure.median(runs: runs) {
            let root = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as! [String: Any]
            var objects = root["$objects"] as! [Any]
            for (index, item) in objects.enumerated() {
                if let data = item as? Data, data.starts(with: Array("bplist00".utf8)) {
                    let nested = try PropertyListSerialization.propertyList(from: data, format: nil)
                    objects[index] = try PropertyListSerialization.data(fromPropertyList: nested, format: .binary, options: 0)
                }
            }
            var copy = root
            copy["$objects"] = objects
            _ = try PropertyListSerialization.data(fromPropertyList: copy, format: .binary, options: 0)
        }
        let script = """
            import plistlib, sys, time
            data = open(sys.argv[1], "rb").read()
            def outer():
                plistlib.dumps(plistlib.loads(data), fmt=plistlib.FMT_BINARY, sort_keys=False)
            def full():
                root = plistlib.loads(data)
                objs = root["$objects"]
                for i, o in enumerate(objs):
                    if isinstance(o, bytes) and o.startswith(b"bplist00"):
                        objs[i] = plistlib.dumps(plistlib.loads(o), fmt=plistlib.FMT_BINARY, sort_keys=False)
                plistlib.dumps(root, fmt=plistlib.FMT_BINARY, sort_keys=False)
            for f in (outer, full):
                times = []
                for _ in range(int(sys.argv[2])):
                    t = time.perf_counter(); f(); times.append(time.perf_counter() - t)
                times.sort(); print(times[len(times) // 2])
            """
        let python = Measure.process("python3 -c '\(script.replacingOccurrences(of: "'", with: "'\\''"))' '\(file.path)' \(runs)", in: scratch)
        let pythonTimes = python.output.split(separator: "\n").compactMap { Double($0) }
        var table = Table(header: ["level", "uistate", "MiB/s", "plistlib", "vs uistate", "Foundation", "vs uistate"])
        for (label, ours, foundation, pythonTime) in [
            ("outer", oursOuter, foundationOuter, pythonTimes.first), ("all levels", oursAll, foundationAll, pythonTimes.last),
        ] {
            table.rows.append([
                label, Measure.milliseconds(ours), String(format: "%.0f", megabytes / ours),
                pythonTime.map(Measure.milliseconds) ?? "n/a", pythonTime.map { Measure.ratio($0, ours) } ?? "n/a",
                Measure.milliseconds(foundation), Measure.ratio(foundation, ours),
            ])
        }
        print(table.render())
        print("\n\"vs uistate\" = their time / ours (above 1.00x: uistate is faster).")
    }
}
