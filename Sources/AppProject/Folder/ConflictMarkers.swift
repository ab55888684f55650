/// git's merge-conflict markers in a text file: a line starting with `<<<<<<<` or `>>>>>>>`
/// (seven of them, then a space or the line's end), as git writes them around both sides.
/// Such a file is neither side: no tool reads it as the project meant.
enum ConflictMarkers {
    /// The line of the first marker, if any. Every file read is scanned: from line feed to line
    /// feed (`ByteScan`, a word at a time), lines counted only once a marker is found.
    static func line(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            func isMarker(_ start: Int) -> Bool {
                guard start + 7 <= count else { return false }
                let first = buffer[start]
                guard first == UInt8(ascii: "<") || first == UInt8(ascii: ">") else { return false }
                for offset in 1..<7 where buffer[start + offset] != first { return false }
                return start + 7 == count || buffer[start + 7] == 0x20 || buffer[start + 7] == 0x0A || buffer[start + 7] == 0x0D
            }
            var found: Int? = isMarker(0) ? 0 : nil
            var from = 0
            while found == nil, let feed = ByteScan.lineFeed(in: buffer, from: from) {
                if isMarker(feed + 1) { found = feed + 1 }
                from = feed + 1
            }
            guard let found else { return nil }
            var line = 1
            for position in 0..<found where buffer[position] == 0x0A { line += 1 }
            return line
        }
    }
}
