import AppProject
import SceneMigration

/// `uistate migrate scenes --json` (docs/schemas/migrate-scenes.schema.json): the plan's data as
/// fields (change kinds, review codes, how controllers are made, what each key's value is), with
/// each sentence the text output says beside it for people; no field is a sentence to parse.
enum MigratePlanJSON {
    static func json(_ plan: MigrationPlan, wrote: Bool) -> JSONValue {
        .object([
            JSONMember("root", .string(plan.root)),
            JSONMember("repositoryPrefix", .string(plan.repositoryPrefix)),
            JSONMember("wrote", .bool(wrote)),
            JSONMember("apps", .array(plan.apps.map(app))),
            JSONMember("leftAlone", .array(plan.leftAlone.map {
                .object([JSONMember("target", .string($0.target)), JSONMember("project", .optional($0.project)), JSONMember("reason", reason($0.reason)),
                         JSONMember("text", .string(MigratePlanText.reason($0.reason)))])
            })),
            JSONMember("stillOpen", .array(plan.stillOpen.map {
                .object([JSONMember("file", .string($0.file)), JSONMember("line", .int($0.line)), JSONMember("code", .optional($0.code?.rawValue)),
                         JSONMember("text", .string($0.text))])
            })),
            JSONMember("edits", .array(plan.edits.map { .object([JSONMember("path", .string($0.path)), JSONMember("new", .bool($0.isNew))]) })),
        ])
    }

    static func app(_ app: AppMigration) -> JSONValue {
        .object([
            JSONMember("target", .string(app.target)), JSONMember("project", .optional(app.project)), JSONMember("kind", .string(app.kind.rawValue)),
            JSONMember("language", .string(app.language.rawValue)), JSONMember("activityType", app.activityType.map(activityType) ?? .null),
            JSONMember("sceneDelegate", .string(app.sceneDelegateClass)), JSONMember("appDelegate", .string(app.appDelegateClass)),
            JSONMember("changes", .array(app.changes.map { change(app, $0) })),
            JSONMember("carried", .array(app.carried.map { controller in
                .object([
                    JSONMember("class", .string(controller.className)), JSONMember("paths", .array(controller.paths.map { .string($0) })),
                    JSONMember("madeBy", maker(controller.madeBy)), JSONMember("file", .optional(controller.file)),
                    JSONMember("line", controller.line.map { .int($0) } ?? .null), JSONMember("keys", .array(controller.keys.map { key($0, made: controller.madeBy != .nothing) })),
                ])
            })),
            JSONMember("appLevel", .array(app.appLevel.map { key($0) })),
            JSONMember("review", .array(app.review.map(item))),
            JSONMember("blockers", .array(app.blockers.map(item))),
            JSONMember("files", .array(app.files.map { .string($0) })),
            JSONMember("sharesSourcesWith", .optional(app.sharesSourcesWith)),
        ])
    }

    static func activityType(_ type: RestorationActivityType) -> JSONValue {
        .object([
            JSONMember("fixed", .optional(type.fixed)), JSONMember("declared", .string(type.declared)),
            JSONMember("configurations", .array(type.configurations.map { .object([JSONMember("name", .string($0.name)), JSONMember("type", .string($0.type))]) })),
            JSONMember("unresolved", .array(type.unresolved.map { .string($0) })),
        ])
    }

    static func item(_ item: ReviewItem) -> JSONValue {
        .object([
            JSONMember("code", .string(item.code.rawValue)), JSONMember("finding", .optional(item.finding?.rawValue)), JSONMember("file", .optional(item.file)),
            JSONMember("line", item.line.map { .int($0) } ?? .null), JSONMember("quote", .optional(item.quote)), JSONMember("message", .string(item.message)),
        ])
    }

    /// `made`: whether anything makes its controller again (a key of one nothing makes is not carried).
    static func key(_ key: EncodedKey, made: Bool = true) -> JSONValue {
        var value: [JSONMember] = [JSONMember("kind", .string(key.value.name))]
        switch key.value {
        case .value(let type): value.append(JSONMember("type", .optional(type)))
        case .appObject(let name), .object(let name), .registeredObject(let name), .view(let name): value.append(JSONMember("class", .string(name)))
        case .unkeyed(let index): value.append(JSONMember("index", .int(index)))
        default: break
        }
        return .object([JSONMember("key", .string(key.key)), JSONMember("value", .object(value)), JSONMember("carried", .bool(made && key.value.isCarried)),
                        JSONMember("line", .int(key.line))])
    }

    static func maker(_ maker: ControllerMaker) -> JSONValue {
        var members = [JSONMember("kind", .string(maker.name))]
        switch maker {
        case .storyboardAtLaunch(let storyboard), .storyboardScene(let storyboard): members.append(JSONMember("storyboard", .string(storyboard)))
        case .storyboardWithContainer(let storyboard, let container):
            members += [JSONMember("storyboard", .string(storyboard)), JSONMember("container", .string(container))]
        case .restorationClass(let name): members.append(JSONMember("class", .string(name)))
        case .storyboardIdentifier(let storyboard, let identifier):
            members += [JSONMember("storyboard", .string(storyboard)), JSONMember("identifier", .string(identifier))]
        case .code, .nothing: break
        }
        return .object(members)
    }

    static func reason(_ reason: LeftAloneReason) -> JSONValue {
        switch reason {
        case .swiftUIApp: .string("swiftui-app")
        case .noAppDelegate: .string("no-app-delegate")
        case .lifeCycleUnknown: .string("life-cycle-unknown")
        case .savesActivityAlready: .string("saves-activity-already")
        case .noClassicRestoration: .string("no-classic-restoration")
        case .severalSceneDelegates: .string("several-scene-delegates")
        }
    }

    static func change(_ app: AppMigration, _ change: PlannedChange) -> JSONValue {
        var members = [JSONMember("file", .string(change.file)), JSONMember("kind", .string(change.kind.name))]
        switch change.kind {
        case .windowSetupMoved(let from, let lines, let into):
            members += [JSONMember("from", .string(from)), JSONMember("lines", .array(lines.map { .int($0) })), JSONMember("into", .string(into))]
        case .optInAnswerKept(let method):
            members.append(JSONMember("method", .string(method)))
        case .sceneDelegateCreated(let summary):
            members += [
                JSONMember("class", .string(summary.className)), JSONMember("window", .string(summary.window.rawValue)), JSONMember("storyboard", .optional(summary.storyboard)),
                JSONMember("restores", .bool(summary.restores)),
                JSONMember("forwarded", .array(summary.forwarded.map {
                    .object([JSONMember("appDelegateMethod", .string($0.appDelegateMethod)), JSONMember("sceneMethod", .string($0.sceneMethod))])
                })),
            ]
        case .headerCreated(let className), .sceneDelegateRestores(let className):
            members.append(JSONMember("class", .string(className)))
        case .manifest(let summary):
            members += [JSONMember("sceneDelegate", .string(summary.sceneDelegate)), JSONMember("storyboard", .optional(summary.storyboard)),
                        JSONMember("activityType", .optional(summary.activityType)), JSONMember("specTarget", .optional(summary.specTarget))]
        case .activityTypeDeclared(let type, let spec):
            members += [JSONMember("activityType", .string(type)), JSONMember("specTarget", .optional(spec))]
        case .generatedInfoPlist(let target, let removed, let file, let declares):
            members += [JSONMember("target", .string(target)), JSONMember("storyboardSettingRemoved", .bool(removed)), JSONMember("infoPlistFile", .optional(file)),
                        JSONMember("declaresActivityType", .bool(declares))]
        case .restorationCreated(let type):
            members.append(JSONMember("activityType", .string(type)))
        case .restorationHeaderCreated:
            break
        case .deploymentTargetRaised(let target, let setting, let from, let to):
            members += [JSONMember("target", .string(target)), JSONMember("setting", .string(setting)), JSONMember("from", .string(from)), JSONMember("to", .string(to))]
        case .filesAdded(let target, let files, let beside):
            members += [JSONMember("target", .string(target)), JSONMember("files", .array(files.map { .string($0) })), JSONMember("beside", .string(beside))]
        case .synchronizedFolder(let target):
            members.append(JSONMember("target", .string(target)))
        case .reviewWarnings(let count):
            members.append(JSONMember("count", .int(count)))
        }
        members.append(JSONMember("text", .string(MigratePlanText.sentence(change.kind, app: app))))
        return .object(members)
    }
}
