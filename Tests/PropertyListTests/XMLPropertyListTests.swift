import PropertyList
import TestSupport
import Testing

@Suite("XML plist reader")
struct XMLPropertyListTests {
    @Test("reads every XML element type, entities and CDATA")
    func allTypes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <!-- a comment -->
            <dict>
                <key>string</key><string>a &lt;b&gt; &amp; &quot;c&quot; &#x2603; &#65;</string>
                <key>cdata</key><string><![CDATA[<raw> & text]]></string>
                <key>empty</key><string/>
                <key>int</key><integer>-42</integer>
                <key>big</key><integer>18446744073709551615</integer>
                <key>real</key><real>3.25</real>
                <key>yes</key><true/>
                <key>no</key><false/>
                <key>date</key><date>2001-01-01T00:01:40Z</date>
                <key>data</key><data>
                    AAEC
                    Aw==
                </data>
                <key>array</key><array><integer>1</integer><array/></array>
                <key>ref</key><dict><key>CF$UID</key><integer>12</integer></dict>
            </dict>
            </plist>
            """
        let value = try PropertyListReader.read(Array(xml.utf8))
        #expect(value == .dictionary([
            PropertyListEntry("string", .string("a <b> & \"c\" ☃ A")),
            PropertyListEntry("cdata", .string("<raw> & text")),
            PropertyListEntry("empty", .string("")),
            PropertyListEntry("int", .integer(-42)),
            PropertyListEntry("big", .integer(Int128(UInt64.max))),
            PropertyListEntry("real", .real64(3.25)),
            PropertyListEntry("yes", .bool(true)),
            PropertyListEntry("no", .bool(false)),
            PropertyListEntry("date", .date(100)),
            PropertyListEntry("data", .data([0, 1, 2, 3])),
            PropertyListEntry("array", .array([.integer(1), .array([])])),
            PropertyListEntry("ref", .uid(12)),
        ]))
    }

    @Test("rejects malformed XML with the line and column of the problem", arguments: [
        ("<plist><dict><key>a</key></dict></plist>", "missing value for key \"a\""),
        ("<plist><integer>12x</integer></plist>", "invalid integer"),
        ("<plist><dict><string>a</string></dict></plist>", "expected <key>"),
        ("<plist><string>a &bogus; b</string></plist>", "unknown entity"),
        ("<plist><data>!!!</data></plist>", "invalid base64"),
        ("<plist><date>yesterday</date></plist>", "invalid date"),
        ("<plist><string>open", "unterminated"),
        ("<plist>\n\n<widget/></plist>", "unknown element <widget> (at line 3, column 1)"),
        ("<plist>\n<dict><key>é</key><widget/></dict></plist>", "unknown element <widget> (at line 2, column 19)"),
        ("<plist><dict><key>a</key><true/><key>a</key><false/></dict></plist>", "twice"),
        ("<plist><true/></plist> trailing", "after the property list"),
    ])
    func malformed(xml: String, message: String) {
        #expect {
            _ = try PropertyListReader.read(Array(xml.utf8))
        } throws: { error in
            (error as? PropertyListError)?.description.contains(message) ?? false
        }
    }

    @Test("deep nesting is refused, not a stack overflow")
    func deepNesting() {
        let xml = "<plist>" + String(repeating: "<array>", count: 5000) + String(repeating: "</array>", count: 5000) + "</plist>"
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(Array(xml.utf8)) }
    }

    @Test("Apple's XML keyed archives turn CF$UID dictionaries into UIDs")
    func appleXMLArchive() throws {
        let value = try PropertyListReader.read(Fixtures.bytes("apple-foundation/NSKeyedUnarchiver-ArrayTest.plist"))
        #expect(value["$archiver"] == .string("NSKeyedArchiver"))
        guard case .uid = value["$top"]?["root"] else {
            Issue.record("root is not a UID: \(String(describing: value["$top"]))")
            return
        }
    }

    @Test("dates round-trip through ISO 8601 text")
    func dates() {
        #expect(ReferenceDate.iso8601(0) == "2001-01-01T00:00:00Z")
        #expect(ReferenceDate.iso8601(-100) == "2000-12-31T23:58:20Z")
        #expect(ReferenceDate.iso8601(784_900_000.5) == "2025-11-15T11:46:40.500Z")
        #expect(ReferenceDate.parseISO8601("2025-11-15T11:46:40.500Z") == 784_900_000.5)
        #expect(ReferenceDate.parseISO8601("1981-05-16T11:32:06Z") == -619_446_474)
        #expect(ReferenceDate.parseISO8601("2025-13-01T00:00:00Z") == nil)
    }
}
