/// Where an activity comes from, followed through the app's code from an expression that
/// yields it: a construction; a local, through its binding; a property, through its
/// initializer, its getter and every assignment to it (on a receiver of its class, or one
/// whose class doctor cannot tell when no other class has a property of that name); a method,
/// through the activities it makes or what it returns. Receivers' classes come from `self`,
/// a cast (`(x as! AppDelegate)`), a local's or parameter's written type or binding, a
/// property's type, or a class named for a static member. What cannot be followed is said
/// where the trail stops, never replaced by another activity of the same class. The same
/// trail is followed for an activity's `userInfo` given whole from another value
/// (`activity.userInfo = navigation.userInfo`), to the dictionary literals and the subscript
/// assignments (`info["key"] = value`) that give its values.
final class ActivitySources {
    /// What the trail ends at.
    enum Sought {
        /// Where an activity is made.
        case activity
        /// The dictionaries an activity's userInfo is given.
        case userInfo
    }

    /// Entries of a dictionary given as a userInfo, where they are written.
    struct Entries {
        var place: Place
        var entries: [(key: String?, value: Range<Int>)]
    }

    /// Where an expression is: its file, the body of the function it is in, and that
    /// function's class.
    struct Place {
        var file: CodeFile
        var body: Range<Int>
        var inClass: CodeFacts.CodeClass?
    }

    struct Found {
        var activities: [CodeFacts.Activity] = []
        var userInfo: [Entries] = []
        var unfollowed: [SceneActivities.Unfollowed] = []

        mutating func add(_ other: Found) {
            activities += other.activities
            userInfo += other.userInfo
            unfollowed += other.unfollowed
        }
    }

    let code: CodeFacts
    /// What is followed, for the notes: "the activity SceneDelegate's stateRestorationActivity(for:) returns".
    let purpose: String
    let sought: Sought
    /// Properties and methods already followed (a cycle, or a second path to them).
    private var visited: Set<String> = []
    static let maximumDepth = 10

    init(code: CodeFacts, purpose: String, sought: Sought = .activity) {
        self.code = code
        self.purpose = purpose
        self.sought = sought
    }

    // MARK: Expressions

    /// The activities an expression yields.
    func expression(_ range: Range<Int>, _ place: Place, depth: Int = 0) -> Found {
        let file = place.file, tokens = file.tokens
        var range = ExpressionChain.trimmed(range, file)
        guard !range.isEmpty else { return Found() }
        if depth > Self.maximumDepth { return unfollowed(range, place, "it goes on past \(Self.maximumDepth) steps") }
        switch sought {
        case .activity:
            // An activity made in the expression itself.
            let made = code.activities.filter { $0.file.path == file.path && range.contains($0.fact.expression.lowerBound) }
            if !made.isEmpty { return Found(activities: made) }
        case .userInfo:
            if let literal = Self.dictionaryLiteral(range, file) {
                return Found(userInfo: [Entries(place: place, entries: ActivityUserInfo.entries(file, literal))])
            }
            // An empty one, filled by subscripts (read where the local is followed).
            if Self.isEmptyDictionary(range, file) { return Found() }
        }
        if range.count == 1, tokens[range.lowerBound].isWord("nil") || tokens[range.lowerBound].isWord("NULL") { return Found() }
        // `a ?? b`, `c ? a : b`: each side.
        if let sides = ExpressionChain.alternatives(range, file) {
            var found = Found()
            for side in sides { found.add(expression(side, place, depth: depth + 1)) }
            return found
        }
        // Objective-C: `[x mutableCopy]` is x; `[Type selector:...]`, `[self selector:...]` a call.
        if let message = ExpressionChain.message(range, file) {
            let selector = tokens[message.selector].text
            if selector == "mutableCopy" || selector == "copy", message.selector + 2 == range.upperBound {
                return expression(message.receiver, place, depth: depth + 1)
            }
            if message.receiver.count == 1 {
                let receiver = ExpressionChain.Link.name(tokens[message.receiver.lowerBound].text, at: message.receiver.lowerBound)
                return chain([receiver, .call(selector, at: message.selector)], range, place, depth: depth)
            }
            return unfollowed(range, place, "an expression doctor does not read")
        }
        // `x as? NSUserActivity`: the value before the cast.
        if let cast = (range.lowerBound..<range.upperBound).first(where: { tokens[$0].isWord("as") && ExpressionChain.isTopLevel($0, in: range, file) }), cast > range.lowerBound {
            range = range.lowerBound..<cast
        }
        guard let links = ExpressionChain.links(range, file) else { return unfollowed(range, place, "an expression doctor does not read") }
        return chain(links, range, place, depth: depth)
    }

    func chain(_ links: [ExpressionChain.Link], _ range: Range<Int>, _ place: Place, depth: Int) -> Found {
        let tokens = place.file.tokens
        guard let last = links.last else { return Found() }
        let receiver = Array(links.dropLast())
        switch last {
        case .name(let name, let index):
            if receiver.isEmpty {
                let values = localValues(name, place, before: index)
                let subscripts = sought == .userInfo ? subscriptEntries(name, place, before: index) : []
                if !values.isEmpty || !subscripts.isEmpty {
                    var found = Found()
                    for value in values { found.add(expression(value, place, depth: depth + 1)) }
                    if !subscripts.isEmpty { found.userInfo.append(Entries(place: place, entries: subscripts)) }
                    return found
                }
                if FunctionParameters.types(place.file, body: place.body)[name] != nil || name == "newValue" {
                    return unfollowed(range, place, "a parameter: what callers pass is not followed")
                }
                if let owner = place.inClass, code.chain(owner).classes.contains(where: { declares($0, name) }) { return property(name, of: owner, range, place, depth: depth + 1) }
                return unfollowed(range, place, "\(name) is no local, parameter or property doctor finds")
            }
            guard let owner = type(of: receiver, place, depth: depth) ?? onlyClass(declaring: name) else {
                // The receiver without the `.` (or `?.`) before the property.
                var end = ExpressionChain.start(of: last)
                while end > range.lowerBound, tokens[end - 1].isSymbol(".") || tokens[end - 1].isSymbol("?") || tokens[end - 1].isSymbol("!") { end -= 1 }
                return unfollowed(range, place, "the class of \(ExpressionChain.text(tokens[range.lowerBound..<end])) is not known")
            }
            return property(name, of: owner, range, place, depth: depth + 1)
        case .call(let name, _):
            if receiver.isEmpty, name.first?.isUppercase == true, place.inClass.map({ type in !code.chain(type).classes.contains { $0.methods.contains { ExpressionChain.isNamed($0.function, name, language: $0.file.language) } } }) ?? true {
                return construction(name, range, place)
            }
            var owner: CodeFacts.CodeClass?
            if receiver.isEmpty {
                owner = place.inClass
            } else if receiver.count == 1, case .name(let word, _) = receiver[0], word.first?.isUppercase == true, let named = code.lookup(word, from: place.inClass?.module ?? code.appModule) {
                owner = named
            } else {
                owner = type(of: receiver, place, depth: depth)
            }
            let methods = (owner.map(conformingChain) ?? code.declaredClasses).flatMap { type in
                type.methods.filter { ExpressionChain.isNamed($0.function, name, language: $0.file.language) }.map { (type, $0.file, $0.function) }
            }
            if methods.isEmpty, receiver.isEmpty, let (file, function) = freeFunction(name, module: place.inClass?.module ?? code.appModule) {
                return method(function, in: file, of: nil, depth: depth + 1)
            }
            guard !methods.isEmpty, owner != nil || Set(methods.map(\.0.key)).count == 1 else {
                return unfollowed(range, place, owner == nil ? "the class whose \(name) is called is not known" : "\(owner!.name) has no method \(name) doctor finds")
            }
            var found = Found()
            for (type, file, function) in methods { found.add(method(function, in: file, of: type, depth: depth + 1)) }
            return found
        case .group:
            return unfollowed(range, place, "an expression doctor does not read")
        }
    }

    /// `T(...)` that is not an `NSUserActivity(activityType:)` doctor read: an initializer it
    /// does not follow.
    func construction(_ name: String, _ range: Range<Int>, _ place: Place) -> Found {
        if sought == .userInfo { return unfollowed(range, place, "a \(name) is made here, whose values doctor does not read") }
        if name == "NSUserActivity" { return unfollowed(range, place, "an NSUserActivity initializer of the app's that doctor does not read") }
        if let type = code.lookup(name, from: place.inClass?.module ?? code.appModule), code.isKind(type, of: "NSUserActivity") {
            return unfollowed(range, place, "\(name) is an NSUserActivity subclass, whose initializer doctor does not follow")
        }
        return unfollowed(range, place, "a \(name) is made here, and doctor does not follow it to an activity")
    }

    /// A class's chain and the protocols it adopts (whose extensions give it methods).
    func conformingChain(_ type: CodeFacts.CodeClass) -> [CodeFacts.CodeClass] {
        let chain = code.chain(type).classes
        let protocols = chain.flatMap(\.conformances).compactMap { code.lookup($0, from: type.module) }.filter { $0.kind == .protocol }
        return chain + protocols
    }

    /// A function outside any type, of that name, in the module's files.
    func freeFunction(_ name: String, module: String) -> (CodeFile, CodeFunction)? {
        for (index, file) in code.files.enumerated() where code.modules[index] == module {
            if let function = file.functions.first(where: { ExpressionChain.isNamed($0, name, language: file.language) }) { return (file, function) }
        }
        return nil
    }

    /// What a method (or a function outside any type) yields: the activities it makes, else
    /// what it returns.
    func method(_ function: CodeFunction, in file: CodeFile, of type: CodeFacts.CodeClass?, depth: Int) -> Found {
        guard visited.insert("method " + (type?.key ?? file.path) + "." + function.name).inserted else { return Found() }
        if sought == .activity {
            let made = code.activities.filter { $0.file.path == file.path && function.body.contains($0.fact.expression.lowerBound) }
            if !made.isEmpty { return Found(activities: made) }
        }
        var found = Found()
        let place = Place(file: file, body: function.body, inClass: type)
        for returned in MethodBody(file, function).returnedExpressions {
            found.add(expression(returned.tokens.startIndex..<returned.tokens.endIndex, place, depth: depth + 1))
        }
        return found
    }

    // MARK: Properties

    /// What a property of `owner` (or of a class in its chain) holds: its initializer, its
    /// getter when it has no setter, and every assignment to it.
    func property(_ name: String, of owner: CodeFacts.CodeClass, _ range: Range<Int>, _ place: Place, depth: Int) -> Found {
        let chain = code.chain(owner).classes
        guard let declaring = chain.first(where: { declares($0, name) }) ?? chain.first else { return Found() }
        guard visited.insert("property " + declaring.key + "." + name).inserted else { return Found() }
        var found = Found()
        var sources = 0
        for declaration in declarations(name, of: declaring) {
            if let initializer = declaration.initializer {
                sources += 1
                found.add(expression(initializer, Place(file: declaration.file, body: declaration.typeBody, inClass: declaring), depth: depth + 1))
            }
            if let getter = declaration.getter, !declaration.hasSetter {
                sources += 1
                let function = CodeFunction(name: name, isTypeMethod: false, isOverride: false, line: declaration.file.tokens[getter.lowerBound].line, body: getter)
                found.add(method(function, in: declaration.file, of: declaring, depth: depth + 1))
            }
        }
        for assignment in assignments(name, of: declaring) {
            sources += 1
            if assignment.isSetterValue { continue }
            found.add(expression(assignment.value, assignment.place, depth: depth + 1))
        }
        if sources == 0 { found.add(unfollowed(range, place, "nothing doctor sees sets \(declaring.name).\(name)")) }
        return found
    }

    struct Declaration {
        var file: CodeFile
        var typeBody: Range<Int>
        var initializer: Range<Int>?
        var getter: Range<Int>?
        var hasSetter: Bool
    }

    /// `var name = ...`, `var name: T { ... }` in the class's parts, outside their functions.
    func declarations(_ name: String, of type: CodeFacts.CodeClass) -> [Declaration] {
        var found: [Declaration] = []
        for part in type.parts {
            let file = code.files[part.file]
            guard let body = file.types[part.type].body else { continue }
            let tokens = file.tokens
            var index = body.lowerBound
            while index + 1 < body.upperBound {
                if let partner = file.partner[index], partner > index, tokens[index].isSymbol("{") {
                    index = partner + 1
                    continue
                }
                guard tokens[index].isWord("var") || tokens[index].isWord("let"), tokens[index + 1].isWord(name) else {
                    index += 1
                    continue
                }
                var cursor = index + 2
                var declaration = Declaration(file: file, typeBody: body, initializer: nil, getter: nil, hasSetter: false)
                while cursor < body.upperBound, !tokens[cursor].isSymbol("="), !tokens[cursor].isSymbol("{"), tokens[cursor].line == tokens[index].line {
                    cursor += 1
                }
                if cursor < body.upperBound, tokens[cursor].isSymbol("=") {
                    declaration.initializer = (cursor + 1)..<ExpressionChain.expressionEnd(file, from: cursor + 1, limit: body.upperBound)
                } else if cursor < body.upperBound, tokens[cursor].isSymbol("{"), let close = file.partner[cursor] {
                    let block = (cursor + 1)..<close
                    let words = Set(tokens[block].filter { $0.kind == .word }.map(\.text))
                    if words.contains("willSet") || words.contains("didSet") {
                        // Observers: a stored property.
                    } else if let get = block.first(where: { tokens[$0].isWord("get") && $0 + 1 < close && tokens[$0 + 1].isSymbol("{") }), let end = file.partner[get + 1] {
                        declaration.getter = (get + 2)..<end
                        declaration.hasSetter = words.contains("set")
                    } else {
                        declaration.getter = block
                    }
                }
                found.append(declaration)
                index = cursor
            }
        }
        return found
    }

    struct Assignment {
        var value: Range<Int>
        var place: Place
        /// `x = newValue` in a setter: what the property is given, followed at its own assignments.
        var isSetterValue: Bool
    }

    /// Every `receiver.name = value` whose receiver is of `type`'s class (or of an unknown one
    /// when no other class has such a property), and `name = value` in `type`'s own methods.
    func assignments(_ name: String, of type: CodeFacts.CodeClass) -> [Assignment] {
        let unique = onlyClass(declaring: name)?.key == type.key
        var found: [Assignment] = []
        for (fileIndex, file) in code.files.enumerated() {
            let tokens = file.tokens
            for index in tokens.indices where tokens[index].isWord(name) && index + 2 < tokens.count && tokens[index + 1].isSymbol("=") && !tokens[index + 2].isSymbol("=") {
                guard index == 0 || !(tokens[index - 1].isWord("var") || tokens[index - 1].isWord("let")) else { continue }
                guard let place = place(in: fileIndex, at: index) else { continue }
                let onSelf = MethodBody(place.file, body: place.body).isOnSelf(index)
                if onSelf {
                    guard let inClass = place.inClass, code.chain(inClass).classes.contains(where: { $0.key == type.key }) else { continue }
                    // A local of that name is not the property.
                    if index == 0 || !tokens[index - 1].isSymbol("."), !localValues(name, place, before: index).isEmpty { continue }
                } else {
                    let start = ExpressionChain.start(ofChainEndingAt: index - 1, file)
                    guard let links = ExpressionChain.links(start..<(index - 1), file) else { continue }
                    if let receiverType = self.type(of: links, place, depth: 0) {
                        guard code.chain(receiverType).classes.contains(where: { $0.key == type.key }) else { continue }
                    } else if !unique || isOfOtherType(links, place) {
                        continue
                    }
                }
                let value = (index + 2)..<ExpressionChain.expressionEnd(file, from: index + 2, limit: place.body.upperBound)
                let isSetterValue = value.count == 1 && tokens[value.lowerBound].isWord("newValue")
                found.append(Assignment(value: value, place: place, isSetterValue: isSetterValue))
            }
        }
        return found
    }

    // MARK: Types

    /// The class a receiver chain is of, when doctor can tell.
    func type(of links: [ExpressionChain.Link], _ place: Place, depth: Int) -> CodeFacts.CodeClass? {
        guard depth <= Self.maximumDepth, let first = links.first else { return nil }
        let module = place.inClass?.module ?? code.appModule
        var current: CodeFacts.CodeClass?
        switch first {
        case .name(let word, let index):
            if word == "self" {
                current = place.inClass
            } else if let written = MethodBody(place.file, body: place.body).localTypes[word] ?? FunctionParameters.types(place.file, body: place.body)[word] {
                current = code.lookup(written, from: module)
            } else if let value = localValues(word, place, before: index).first {
                let bound = ExpressionChain.trimmed(value, place.file)
                if let cast = ExpressionChain.cast(in: bound, place.file) {
                    current = code.lookup(cast, from: module)
                } else if let inner = ExpressionChain.links(bound, place.file) {
                    current = type(of: inner, place, depth: depth + 1)
                }
            } else if let owner = place.inClass, let property = code.chain(owner).classes.lazy.compactMap({ $0.properties[word] }).first {
                current = code.lookup(property, from: module)
            } else if word.first?.isUppercase == true {
                current = code.lookup(word, from: module)
            }
        case .call(let name, _):
            // `Type(...)`: a construction.
            current = name.first?.isUppercase == true ? code.lookup(name, from: module) : nil
        case .group(let open, let close):
            current = ExpressionChain.cast(in: (open + 1)..<close, place.file).flatMap { code.lookup($0, from: module) }
        }
        for link in links.dropFirst() {
            guard let type = current, case .name(let word, _) = link else { return nil }
            current = code.chain(type).classes.lazy.compactMap { $0.properties[word] }.first.flatMap { code.lookup($0, from: type.module) }
        }
        return current
    }

    /// A receiver that is a local or parameter whose written type is none of the app's
    /// (`let activity = NSUserActivity(...)`): not of the class whose property is followed.
    func isOfOtherType(_ links: [ExpressionChain.Link], _ place: Place) -> Bool {
        guard links.count == 1, case .name(let word, _) = links[0],
              let written = MethodBody(place.file, body: place.body).localTypes[word] ?? FunctionParameters.types(place.file, body: place.body)[word] else { return false }
        return code.lookup(written, from: place.inClass?.module ?? code.appModule) == nil
    }

    /// The only class of the app that has a property (or computed property) of that name.
    func onlyClass(declaring name: String) -> CodeFacts.CodeClass? {
        let owners = code.declaredClasses.filter { declares($0, name) }
        return owners.count == 1 ? owners[0] : nil
    }

    func declares(_ type: CodeFacts.CodeClass, _ name: String) -> Bool {
        type.properties[name] != nil || !declarations(name, of: type).isEmpty
    }

    // MARK: Locals

    /// The values a local is given before `index` in its function: `let x = v`, `if let x = v`,
    /// `guard let x = v`, `x = v`, Objective-C's `T *x = v`.
    func localValues(_ name: String, _ place: Place, before index: Int) -> [Range<Int>] {
        let tokens = place.file.tokens
        var values: [Range<Int>] = []
        for position in place.body where position < index && position + 2 < place.body.upperBound && tokens[position].isWord(name) {
            let previous = position > place.body.lowerBound ? tokens[position - 1] : nil
            let declared = previous.map { $0.isWord("let") || $0.isWord("var") || $0.isSymbol("*") } ?? false
            // `let x: T = v`: the value after the written type.
            let equals = declared && tokens[position + 1].isSymbol(":") ? typedValue(place.file, after: position + 1, limit: place.body.upperBound) : position + 1
            guard let equals, equals + 1 < place.body.upperBound, tokens[equals].isSymbol("="), !tokens[equals + 1].isSymbol("=") else { continue }
            let reassigned = previous.map { !$0.isSymbol(".") && !$0.isSymbol(":") && !$0.isSymbol("(") && !$0.isSymbol(",") } ?? true
            guard declared || reassigned else { continue }
            values.append((equals + 1)..<ExpressionChain.expressionEnd(place.file, from: equals + 1, limit: place.body.upperBound))
        }
        return values
    }

    /// The `=` after a written type (`: [String: Any] =`), on the declaration's line.
    func typedValue(_ file: CodeFile, after colon: Int, limit: Int) -> Int? {
        let tokens = file.tokens
        var cursor = colon + 1
        while cursor < limit, tokens[cursor].line == tokens[colon].line {
            if tokens[cursor].isSymbol("=") { return cursor }
            if tokens[cursor].isSymbol("{") || tokens[cursor].isSymbol(";") || tokens[cursor].isSymbol(",") { return nil }
            if let partner = file.partner[cursor], partner > cursor {
                cursor = partner + 1
                continue
            }
            cursor += 1
        }
        return nil
    }

    /// `name[key] = value` (and Objective-C's `[name setObject:value forKey:key]`) before
    /// `index` in a function: the entries a dictionary is given one by one (a literal key's
    /// text, the value's tokens).
    func subscriptEntries(_ name: String, _ place: Place, before index: Int) -> [(key: String?, value: Range<Int>)] {
        let tokens = place.file.tokens
        var entries: [(key: String?, value: Range<Int>)] = []
        for position in place.body where position < index && position + 3 < place.body.upperBound && tokens[position].isWord(name)
            && (tokens[position + 1].isWord("setObject") || tokens[position + 1].isWord("setValue")) && tokens[position + 2].isSymbol(":") {
            guard position > place.body.lowerBound, tokens[position - 1].isSymbol("["), let close = place.file.partner[position - 1],
                  let forKey = ((position + 3)..<close).first(where: { tokens[$0].isWord("forKey") && ExpressionChain.isTopLevel($0, in: (position + 3)..<close, place.file) }),
                  forKey + 2 < close else { continue }
            let key = forKey + 3 == close && tokens[forKey + 2].kind == .string ? tokens[forKey + 2].text
                : forKey + 4 == close && tokens[forKey + 2].isSymbol("@") && tokens[forKey + 3].kind == .string ? tokens[forKey + 3].text : nil
            entries.append((key, (position + 3)..<forKey))
        }
        for position in place.body where position < index && position + 1 < place.body.upperBound && tokens[position].isWord(name) && tokens[position + 1].isSymbol("[") {
            guard position == place.body.lowerBound || !tokens[position - 1].isSymbol("."), let close = place.file.partner[position + 1],
                  close + 2 < place.body.upperBound, tokens[close + 1].isSymbol("="), !tokens[close + 2].isSymbol("=") else { continue }
            let key = close == position + 3 && tokens[position + 2].kind == .string ? tokens[position + 2].text
                : close == position + 4 && tokens[position + 2].isSymbol("@") && tokens[position + 3].kind == .string ? tokens[position + 3].text : nil
            entries.append((key, (close + 2)..<ExpressionChain.expressionEnd(place.file, from: close + 2, limit: place.body.upperBound)))
        }
        return entries
    }

    /// The inside of a dictionary literal (`[...]`, Objective-C's `@{...}`) that is the whole range.
    static func dictionaryLiteral(_ range: Range<Int>, _ file: CodeFile) -> Range<Int>? {
        let tokens = file.tokens
        var open = range.lowerBound
        if file.language == .objectiveC {
            guard tokens[open].isSymbol("@"), open + 1 < range.upperBound, tokens[open + 1].isSymbol("{") else { return nil }
            open += 1
        } else {
            guard tokens[open].isSymbol("[") else { return nil }
        }
        guard file.partner[open] == range.upperBound - 1 else { return nil }
        return (open + 1)..<(range.upperBound - 1)
    }

    /// A new empty dictionary: `[String: Any]()`, `Dictionary<String, Any>()`,
    /// `NSMutableDictionary()`, `[NSMutableDictionary dictionary]`, `[[NSMutableDictionary alloc] init]`.
    static func isEmptyDictionary(_ range: Range<Int>, _ file: CodeFile) -> Bool {
        let tokens = file.tokens
        let words = tokens[range].filter { $0.kind == .word }.map(\.text)
        let named = words.first == "Dictionary" || words.first == "NSMutableDictionary" || words.first == "NSDictionary"
        if file.language == .objectiveC {
            return named && (words == [words[0], "dictionary"] || words == [words[0], "new"] || words == [words[0], "alloc", "init"])
        }
        guard range.count >= 3, tokens[range.upperBound - 1].isSymbol(")"), tokens[range.upperBound - 2].isSymbol("(") else { return false }
        let type = range.lowerBound..<(range.upperBound - 2)
        if tokens[type.lowerBound].isSymbol("[") { return file.partner[type.lowerBound] == type.upperBound - 1 }
        return named && tokens[type].allSatisfy { $0.kind == .word || $0.isSymbol("<") || $0.isSymbol(">") || $0.isSymbol(",") || $0.isSymbol(".") }
    }

    /// The function and class that hold a token of a file.
    func place(in fileIndex: Int, at index: Int) -> Place? {
        let file = code.files[fileIndex]
        let (typeIndex, function) = FileFacts.owner(in: file, at: index)
        guard let body = function else { return nil }
        return Place(file: file, body: body, inClass: typeIndex.flatMap { code.classKey(fileIndex, $0) }.flatMap { code.classes[$0] })
    }

    func unfollowed(_ range: Range<Int>, _ place: Place, _ why: String) -> Found {
        let tokens = place.file.tokens
        let first = tokens[min(range.lowerBound, tokens.count - 1)]
        return Found(unfollowed: [SceneActivities.Unfollowed(file: place.file.path, line: first.line, column: first.column,
            what: "\(purpose) comes from \(ExpressionChain.text(tokens[range])) here, which doctor does not follow (\(why)): "
                + (sought == .activity ? "its type and userInfo are not known" : "its values are not judged"))])
    }
}
