/// git's merge-conflict markers in a text file: a line starting with `<<<<<<<` or `>>>>>>>`
/// (seven of them, then a space or the line's end), as git writes them around both sides.
/// Such a file is neither side: no tool reads it as the project meant.
enum ConflictMarkers {
    /// The line of the first marker, if any.
    static func line(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            var line = 1
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">"), index == 0 || buffer[index - 1] == 0x0A, index + 7 <= count {
                    var run = 1
                    while run < 7, buffer[index + run] == byte { run += 1 }
                    if run == 7, index + 7 == count || [0x20, 0x0A, 0x0D].contains(buffer[index + 7]) { return line }
                }
                if byte == 0x0A { line += 1 }
                index += 1
            }
            return nil
        }
    }
}
