/// Every rule doctor runs, in the order of docs/doctor.md.
public enum DoctorRules {
    public static let all: [any DoctorRule.Type] = [
        OptInMissing.self, OptInOneSided.self, OptInMixed.self, OptInDeprecated.self, RestorationTurnedOff.self, WindowCreatedAfterRestoration.self,
        MainStoryboardMissing.self, ContainerWithoutIdentifier.self, ChildrenWithoutIdentifier.self, CustomContainerNotEncodingChildren.self, DuplicateIdentifier.self,
        EncodeWithoutIdentifier.self, EncodeWithoutSuper.self, DecodeWithoutSuper.self, RestorationClassDeclinesAll.self,
        RestorationClassWithoutFactory.self, DelegateFactoryAnswersAll.self, InitCoderWithoutSuper.self, UISceneRequired.self, SceneConfigurationMissing.self,
        AppLevelRestorationInScenes.self, ActivityUserInfoNotPlist.self, ActivityTypeUndeclared.self, SceneRestorationMissing.self, RestorationActivityNeverSet.self,
        RestoredActivityIgnored.self, RestoredWindowEmpty.self, UserActivityNeverCleared.self, NeverSaved.self, NoCreator.self, StateActivityUndeclared.self,
        RestorationNotUsed.self, NotUnderstood.self, SuppressionWithoutEffect.self,
    ]

    /// Where uistate lives, and the page every rule has a section of (`#<code>`): the links
    /// SARIF's rules and code scanning show.
    public static let homepage = "https://github.com/uistate/uistate"
    public static let documentationPage = homepage + "/blob/main/docs/doctor.md"

    public static func rule(_ code: FindingCode) -> any DoctorRule.Type {
        all.first { $0.code == code }!
    }
}
