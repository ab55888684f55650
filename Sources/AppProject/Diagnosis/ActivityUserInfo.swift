/// The values a scene's restoration activity carries in its `userInfo`, read where the
/// activity is made: `activity.userInfo = [...]`, `addUserInfoEntries(from: [...])`,
/// `userInfo: [...]` arguments, Objective-C's `@{...}`, and a userInfo given whole from
/// another value (`activity.userInfo = navigation.userInfo`), followed by `ActivitySources`
/// to its literals and subscript assignments; each value's type when doctor can tell it.
/// UIKit archives `userInfo` with secure coding and decodes it over a fixed set of classes; a
/// value of another class makes the whole activity come back nil.
struct ActivityUserInfo {
    struct Value {
        var file: String
        var line: Int
        var column: Int
        var key: String?
        /// The type doctor found for the value.
        var type: String
        /// How it found it ("a property of DetailViewController", "made here").
        var how: String
    }

    /// Foundation and Swift types UIKit's decoding takes (they bridge to NSArray, NSData, NSDate,
    /// NSDictionary, NSNull, NSNumber, NSSet, NSString and NSURL).
    static let allowed: Set<String> = [
        "String", "NSString", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Bool", "NSNumber", "Date", "NSDate", "Data", "NSData", "URL", "NSURL", "Array", "NSArray", "Dictionary", "NSDictionary", "Set", "NSSet",
        "NSNull", "NSMutableArray", "NSMutableDictionary", "NSMutableSet", "NSMutableString", "NSMutableData", "TimeInterval", "NSInteger", "NSUInteger", "BOOL",
    ]

    /// Types apps often put in a userInfo that UIKit's decoding refuses: they bridge to classes
    /// outside the set (NSUUID, NSIndexPath, NSValue, UIColor ...).
    static let refused: Set<String> = [
        "UUID", "NSUUID", "IndexPath", "NSIndexPath", "CGPoint", "CGRect", "CGSize", "NSValue", "UIColor", "UIImage", "NSAttributedString",
        "AttributedString", "UIViewController", "NSUserActivity", "NSManagedObject", "NSManagedObjectID", "Measurement", "Locale",
        "TimeZone", "Calendar", "DateComponents", "PersonNameComponents", "CLLocation", "CLLocationCoordinate2D",
    ]

    /// What doctor found in the userInfo given to an activity: the values it refuses, and
    /// where a userInfo given whole could not be followed.
    struct Judged {
        var refused: [Value] = []
        var unfollowed: [SceneActivities.Unfollowed] = []
    }

    /// The values of the userInfo given to `activity` (made at `activity.fact`) whose type is
    /// known and outside what UIKit decodes, and the places a userInfo given whole from
    /// another value could not be followed.
    static func judge(_ activity: CodeFacts.Activity, code: CodeFacts) -> Judged {
        guard let function = activity.fact.function else { return Judged() }
        let file = activity.file
        let place = ActivitySources.Place(file: file, body: function, inClass: activity.inClass.flatMap { code.classes[$0] })
        var judged = Judged()
        for range in dictionaries(file, in: function) {
            judged.refused += refusedValues(entries(file, range), at: place, module: activity.module, code: code)
        }
        let given = givenWhole(activity)
        guard !given.isEmpty else { return judged }
        let made = "\(file.path.split(separator: "/").last.map(String.init) ?? file.path):\(activity.fact.line)"
        let sources = ActivitySources(code: code, purpose: "the userInfo of the restoration activity made at \(made)", sought: .userInfo)
        for value in given {
            let found = sources.expression(value, place)
            for written in found.userInfo {
                judged.refused += refusedValues(written.entries, at: written.place, module: written.place.inClass?.module ?? activity.module, code: code)
            }
            judged.unfollowed += found.unfollowed
        }
        return judged
    }

    /// The values among `entries` (written at `place`) whose type is known and outside what
    /// UIKit decodes.
    static func refusedValues(_ entries: [(key: String?, value: Range<Int>)], at place: ActivitySources.Place, module: String, code: CodeFacts) -> [Value] {
        let file = place.file
        let tokens = file.tokens
        let body = MethodBody(file, body: place.body)
        let locals = body.localTypes
        // A helper's parameters too (`func activity(for item: Item)`): their written types.
        let parameters = FunctionParameters.types(file, body: place.body)
        let enclosing = place.inClass
        var found: [Value] = []
        for (key, value) in entries {
            guard let first = value.first else { continue }
            let token = tokens[first]
            var type: String? = nil
            var how = ""
            if case .construction(let made) = body.value(at: first), !(first > place.body.lowerBound && tokens[first - 1].isSymbol(".")) {
                type = made
                how = "made here"
            } else if token.kind == .word {
                // `name`, `self.name`: a local or a property of the enclosing class.
                var cursor = first
                if token.isWord("self"), cursor + 2 < value.upperBound, tokens[cursor + 1].isSymbol(".") { cursor += 2 }
                let name = tokens[cursor].text
                let isWhole = cursor + 1 == value.upperBound || (cursor + 2 == value.upperBound && (tokens[cursor + 1].isSymbol("!") || tokens[cursor + 1].isSymbol("?")))
                if isWhole {
                    if let local = locals[name] {
                        type = local
                        how = "a local of type \(local)"
                    } else if let parameter = parameters[name] {
                        type = parameter
                        how = "the parameter \(name) of type \(parameter)"
                    } else if let enclosing, let property = code.chain(enclosing).classes.lazy.compactMap({ $0.properties[name] }).first {
                        type = property
                        how = "\(enclosing.name)'s property \(name)"
                    }
                }
            }
            guard let type, isRefused(type, code: code, module: module) else { continue }
            found.append(Value(file: file.path, line: token.line, column: token.column, key: key, type: type, how: how))
        }
        return found
    }

    /// The values an activity's userInfo is given whole, other than a dictionary literal (read
    /// by `dictionaries`) or nil, in the function that makes it: `activity.userInfo = value`,
    /// `activity.addUserInfoEntries(from: value)`, `[activity setUserInfo:value]`,
    /// `[activity addUserInfoEntriesFromDictionary:value]`, on a name the activity is bound to.
    static func givenWhole(_ activity: CodeFacts.Activity) -> [Range<Int>] {
        guard let function = activity.fact.function else { return [] }
        let file = activity.file
        let tokens = file.tokens
        // The names the activity is bound to: `let activity = NSUserActivity(...)`.
        var names: Set<String> = []
        for index in function where index + 2 < function.upperBound && tokens[index].kind == .word && tokens[index + 1].isSymbol("=") && !tokens[index + 2].isSymbol("=") {
            if ((index + 2)..<ExpressionChain.expressionEnd(file, from: index + 2, limit: function.upperBound)).contains(activity.fact.expression.lowerBound) {
                names.insert(tokens[index].text)
            }
        }
        guard !names.isEmpty else { return [] }
        func isActivity(_ index: Int) -> Bool { index >= function.lowerBound && tokens[index].kind == .word && names.contains(tokens[index].text) }
        var values: [Range<Int>] = []
        for index in function where index + 2 < function.upperBound && index >= function.lowerBound + 2 {
            let token = tokens[index]
            var value: Range<Int>? = nil
            let receiver: Int? = tokens[index - 1].isSymbol(".") ? (tokens[index - 2].isSymbol("?") ? index - 3 : index - 2) : nil
            if token.isWord("userInfo"), let receiver, isActivity(receiver), tokens[index + 1].isSymbol("="), !tokens[index + 2].isSymbol("=") {
                value = (index + 2)..<ExpressionChain.expressionEnd(file, from: index + 2, limit: function.upperBound)
            } else if token.isWord("addUserInfoEntries"), let receiver, isActivity(receiver), tokens[index + 1].isSymbol("("), let close = file.partner[index + 1],
                      index + 4 < close, tokens[index + 2].isWord("from"), tokens[index + 3].isSymbol(":") {
                value = (index + 4)..<close
            } else if token.isWord("setUserInfo") || token.isWord("addUserInfoEntriesFromDictionary"), tokens[index + 1].isSymbol(":"), isActivity(index - 1),
                      tokens[index - 2].isSymbol("["), let close = file.partner[index - 2], index + 2 < close {
                value = (index + 2)..<close
            }
            guard let value else { continue }
            let trimmed = ExpressionChain.trimmed(value, file)
            guard let first = trimmed.first else { continue }
            if tokens[first].isWord("nil") || tokens[first].isWord("NULL"), trimmed.count == 1 { continue }
            if file.language == .swift ? tokens[first].isSymbol("[") : tokens[first].isSymbol("@") { continue }
            values.append(value)
        }
        return values
    }

    /// Whether values of `type` fail UIKit's decoding: a class, struct or enum the app
    /// declares (a model object), or one of Foundation's and UIKit's that bridge outside the set.
    static func isRefused(_ type: String, code: CodeFacts, module: String) -> Bool {
        if allowed.contains(type) { return false }
        if refused.contains(type) { return true }
        guard let declared = code.lookup(type, from: module), declared.isDeclared else { return false }
        return declared.kind != .protocol && declared.kind != .extension
    }

    /// The dictionary literals given as a userInfo in the function: `.userInfo = [...]`,
    /// `addUserInfoEntries(from: [...])`, `userInfo: [...]`, `setUserInfo:@{...}`.
    static func dictionaries(_ file: CodeFile, in range: Range<Int>) -> [Range<Int>] {
        let tokens = file.tokens
        var found: [Range<Int>] = []
        for index in range where index + 2 < range.upperBound {
            let token = tokens[index]
            var open: Int? = nil
            if token.isWord("userInfo"), tokens[index + 1].isSymbol("=") || tokens[index + 1].isSymbol(":") {
                open = index + 2
            } else if token.isWord("addUserInfoEntries"), tokens[index + 1].isSymbol("("), index + 4 < range.upperBound, tokens[index + 3].isSymbol(":") {
                open = index + 4
            } else if token.isWord("setUserInfo") || token.isWord("addUserInfoEntriesFromDictionary"), tokens[index + 1].isSymbol(":") {
                open = index + 2
            }
            guard var start = open, start < range.upperBound else { continue }
            if tokens[start].isSymbol("@") { start += 1 }
            guard start < range.upperBound, tokens[start].isSymbol("[") || tokens[start].isSymbol("{"), let close = file.partner[start], close < range.upperBound else { continue }
            found.append((start + 1)..<close)
        }
        return found
    }

    /// A dictionary literal's entries: each key's text (when a literal) and the value's tokens.
    static func entries(_ file: CodeFile, _ range: Range<Int>) -> [(key: String?, value: Range<Int>)] {
        let tokens = file.tokens
        var entries: [(String?, Range<Int>)] = []
        var start = range.lowerBound
        var index = range.lowerBound
        func close(_ end: Int) {
            guard start < end else { return }
            var colon = start
            while colon < end, !tokens[colon].isSymbol(":") {
                if let partner = file.partner[colon], partner > colon { colon = partner }
                colon += 1
            }
            guard colon < end else { return }
            let key = colon == start + 1 && tokens[start].kind == .string ? tokens[start].text
                : colon == start + 2 && tokens[start].isSymbol("@") && tokens[start + 1].kind == .string ? tokens[start + 1].text : nil
            entries.append((key, (colon + 1)..<end))
        }
        while index < range.upperBound {
            if let partner = file.partner[index], partner > index {
                index = partner + 1
                continue
            }
            if tokens[index].isSymbol(",") {
                close(index)
                start = index + 1
            }
            index += 1
        }
        close(range.upperBound)
        return entries
    }
}
