/// Every rule doctor runs, in the order of docs/doctor.md.
public enum DoctorRules {
    public static let all: [any DoctorRule.Type] = [
        OptInMissing.self, OptInOneSided.self, OptInMixed.self, OptInDeprecated.self, RestorationTurnedOff.self, WindowCreatedAfterRestoration.self,
        ContainerWithoutIdentifier.self, CustomContainerNotEncodingChildren.self, DuplicateIdentifier.self, EncodeWithoutSuper.self,
        DecodeWithoutSuper.self, RestorationClassDeclinesAll.self, RestorationClassWithoutFactory.self, DelegateFactoryAnswersAll.self,
        InitCoderWithoutSuper.self, UISceneRequired.self, ActivityTypeUndeclared.self, SceneRestorationMissing.self,
        RestorationActivityNeverSet.self, RestoredActivityIgnored.self, UserActivityNeverCleared.self, NeverSaved.self, NoCreator.self,
        StateActivityUndeclared.self, RestorationNotUsed.self, NotUnderstood.self,
    ]

    public static func rule(_ code: FindingCode) -> any DoctorRule.Type {
        all.first { $0.code == code }!
    }
}
