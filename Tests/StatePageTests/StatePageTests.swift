import Foundation
import SampleApps
import StateRestoration
import Testing
@testable import StatePage

@Suite("The page's data and its policy")
struct StatePageTests {
    @Test("strings in the page's JSON cannot end the script element, and read back exactly", arguments: [
        "</script><script>alert(1)</script>", "<!--", "a & b > c", "line\u{2028}and\u{2029}para", "quote \" back \\ slash", "\u{0}\u{1b}[31m\u{7f}", "émoji 😀 日本", "",
    ])
    func escaping(_ text: String) throws {
        var json = ScriptJSON()
        json.array([text]) { json, item in json.string(item) }
        let bytes = json.bytes
        #expect(!bytes.contains(UInt8(ascii: "<")) && !bytes.contains(UInt8(ascii: ">")) && !bytes.contains(UInt8(ascii: "&")))
        #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" || $0.value < 0x20 })
        let decoded = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String]
        #expect(decoded == [text])
    }

    @Test("commas, nesting and members come out as valid JSON")
    func structure() throws {
        var json = ScriptJSON()
        json.beginObject()
        json.member("a", "x")
        json.member("none", nil as String?)
        json.member("flag", true)
        json.key("list")
        json.array([1, 2, 3]) { json, n in json.int(n) }
        json.key("empty")
        json.array([Int]()) { json, n in json.int(n) }
        json.key("real")
        json.number(.nan)
        json.endObject()
        #expect(String(decoding: json.bytes, as: UTF8.self) == #"{"a":"x","flag":true,"list":[1,2,3],"empty":[],"real":null}"#)
    }

    @Test("the page carries one script, whose hash the policy names, and the awkward sample's markup only as escaped JSON")
    func policy() throws {
        let state = SavedState(classic: try AwkwardSampleApp.snapshot())
        let html = String(decoding: StatePage(title: "t <b>", shown: .init(label: "HEAD", id: nil, subject: "</script>", state: state)).html, as: UTF8.self)
        #expect(html.contains("script-src '\(StatePage.hash(PageScript.javaScript))'"))
        #expect(html.contains("style-src '\(StatePage.hash(PageStyle.css))'"))
        #expect(html.contains("<title>t &lt;b&gt;</title>"))
        #expect(html.components(separatedBy: "</script>").count == 3)
        #expect(!html.contains("<img"))
        // A known SHA-256: the policy's hashes are real ones.
        #expect(StatePage.hash("abc") == "sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }
}
