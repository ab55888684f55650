import PropertyList
import StateRestoration
import Testing

@Suite("talagent's ApplicationMapping.plist, read tolerantly")
struct ApplicationMappingTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <array>
          <dict><key>protected</key><dict><key>signingIdentifier</key><string>com.apple.TextEdit</string><key>teamIdentifier</key><string></string></dict></dict>
          <string>5F3A1B2C-0D4E-4F60-8172-93A4B5C6D7E8</string>
          <dict><key>signingIdentifier</key><string>com.example.Top</string></dict>
          <string>6F3A1B2C-0D4E-4F60-8172-93A4B5C6D7E8</string>
          <dict><key>protected</key><dict><key>signingIdentifier</key><string>com.example.Evil</string></dict></dict>
          <string>../../Library/Keychains</string>
          <string>7F3A1B2C-0D4E-4F60-8172-93A4B5C6D7E8</string>
          <integer>3</integer>
        </array>
        </plist>
        """

    @Test("XML and binary mappings: identities paired with the UUID after them; paths and odd items reported, never used")
    func pairs() {
        let fromXML = ApplicationMapping(bytes: Array(Self.xml.utf8))
        #expect(fromXML.uuid(for: "com.apple.TextEdit") == "5F3A1B2C-0D4E-4F60-8172-93A4B5C6D7E8")
        #expect(fromXML.uuid(for: "com.example.Top") == "6F3A1B2C-0D4E-4F60-8172-93A4B5C6D7E8", "signingIdentifier at the top of the identity too")
        #expect(fromXML.uuid(for: "com.example.Evil") == nil)
        #expect(fromXML.identifier(for: "5f3a1b2c-0d4e-4f60-8172-93a4b5c6d7e8") == "com.apple.TextEdit", "UUIDs compare without case")
        #expect(fromXML.notUnderstood.count == 3, "\(fromXML.notUnderstood)")
        #expect(fromXML.notUnderstood[0].contains("item 5") && fromXML.notUnderstood[0].contains("not a UUID"))
        let binary = ApplicationMapping(bytes: BinaryPropertyListWriter.write(try! PropertyListReader.read(Array(Self.xml.utf8))))
        #expect(binary == fromXML)
    }

    @Test("anything else is one line of notUnderstood and no entries, never a failure")
    func garbage() {
        for bytes in [[], Array("not a plist".utf8), BinaryPropertyListWriter.write(.dictionary([])), BinaryPropertyListWriter.write(.string("x"))] {
            let mapping = ApplicationMapping(bytes: bytes)
            #expect(mapping.entries.isEmpty && mapping.notUnderstood.count == 1, "\(mapping)")
        }
    }

    @Test("a UUID is 8-4-4-4-12 hex digits and nothing else")
    func uuids() {
        #expect(ApplicationMapping.isUUID("0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9"))
        for text in ["0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E", "0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9/", "../../../../../../../../../../../..",
                     "0A1B2C3D_4E5F-4061-8273-94A5B6C7D8E9", "GA1B2C3D-4E5F-4061-8273-94A5B6C7D8E9", ""] {
            #expect(!ApplicationMapping.isUUID(text), "\(text)")
        }
    }
}
