/// `SceneRestoration.h` and `SceneRestoration.m`, the restoration code an Objective-C app gets:
/// the same walk, format and rebuild as `SwiftRestorationSource`'s, calling the app delegate
/// through `UIApplicationDelegate`'s optional methods.
enum ObjectiveCRestorationSource {
    typealias Format = RestorationActivityFormat

    static let header = """
        #import <UIKit/UIKit.h>

        NS_ASSUME_NONNULL_BEGIN

        /// The restoration activity's type, declared in the Info.plist's NSUserActivityTypes.
        extern NSString *const SceneRestorationActivityType;

        /// State restoration in the UIScene life cycle, carried over from the app's classic
        /// restoration by `uistate migrate scenes` (uistate's docs/migrate.md).
        ///
        /// In an app that uses scenes UIKit no longer calls encodeRestorableStateWithCoder: and
        /// decodeRestorableStateWithCoder:. This does it in the scene's restoration activity: it
        /// walks the window's view controllers as UIKit did (one without a restoration
        /// identifier is left out with everything below it), runs each controller's own encode
        /// method with a keyed archiver (another controller it encodes is kept as its identifier
        /// path, as UIKit's archiver keeps it), and records the navigation stacks, the selected
        /// tabs, split view columns and presented controllers. When the scene connects again it
        /// rebuilds that tree from the storyboards, the restoration classes and the app delegate,
        /// then runs each decode method and applicationFinishedRestoringState. The app delegate's
        /// opt-in still decides: a state its restore method refuses is not restored.
        @interface SceneRestoration : NSObject

        /// What stateRestorationActivityForScene: keeps for the window; nil when the app
        /// delegate's opt-in says not to save.
        + (nullable NSDictionary *)userInfoForWindow:(nullable UIWindow *)window;

        /// Rebuilds the window's controllers from an activity this code saved; NO when it is not
        /// one, or the app delegate refuses it.
        + (BOOL)restoreActivity:(NSUserActivity *)activity inWindow:(nullable UIWindow *)window;

        @end

        NS_ASSUME_NONNULL_END

        """

    static func implementation(_ code: RestorationCode) -> String {
        func literal(_ text: String) -> String { CodeLiteral.objectiveC(text) }
        func table(_ rows: [(String, String)]) -> String {
            guard !rows.isEmpty else { return "@{}" }
            return "@{\n" + rows.map { "        \(literal($0.0)): \(literal($0.1)),\n" }.joined() + "    }"
        }
        let saveSelector = code.save == .legacy ? "application:shouldSaveApplicationState:" : "application:shouldSaveSecureApplicationState:"
        let saveCall = code.save == .legacy ? "shouldSaveApplicationState" : "shouldSaveSecureApplicationState"
        let restoreSelector = code.restore == .legacy ? "application:shouldRestoreApplicationState:" : "application:shouldRestoreSecureApplicationState:"
        let restoreCall = code.restore == .legacy ? "shouldRestoreApplicationState" : "shouldRestoreSecureApplicationState"
        return """
            #import "SceneRestoration.h"

            NSString *const SceneRestorationActivityType = \(literal(code.activityType));

            // The activity's format (uistate's RestorationActivityFormat, version \(Format.version)).
            static NSInteger const SceneRestorationFormat = \(Format.version);
            static NSString *const SceneRestorationFormatKey = \(literal(Format.formatKey));
            static NSString *const SceneRestorationAppKey = \(literal(Format.appKey));
            static NSString *const SceneRestorationRootKey = \(literal(Format.rootKey));
            static NSString *const SceneRestorationControllersKey = \(literal(Format.controllersKey));
            static NSString *const SceneRestorationClassKey = \(literal(Format.classKey));
            static NSString *const SceneRestorationRestorationClassKey = \(literal(Format.restorationClassKey));
            static NSString *const SceneRestorationStoryboardIdentifierKey = \(literal(Format.storyboardIdentifierKey));
            static NSString *const SceneRestorationChildrenKey = \(literal(Format.childrenKey));
            static NSString *const SceneRestorationSelectedIndexKey = \(literal(Format.selectedIndexKey));
            static NSString *const SceneRestorationPresentedKey = \(literal(Format.presentedKey));
            static NSString *const SceneRestorationStateKey = \(literal(Format.stateKey));
            static NSString *const SceneRestorationReferenceClass = \(literal(Format.referenceClass));
            static NSString *const SceneRestorationReferencePathKey = \(literal(Format.referencePathKey));

            /// Another controller inside a controller's saved state: its identifier path.
            @interface SceneRestorationReference : NSObject <NSSecureCoding>
            @property (nonatomic, copy, readonly) NSString *path;
            - (instancetype)initWithPath:(NSString *)path;
            @end

            @implementation SceneRestorationReference

            + (BOOL)supportsSecureCoding {
                return YES;
            }

            - (instancetype)initWithPath:(NSString *)path {
                if ((self = [super init])) {
                    _path = [path copy];
                }
                return self;
            }

            - (nullable instancetype)initWithCoder:(NSCoder *)coder {
                NSString *path = [coder decodeObjectOfClass:[NSString class] forKey:SceneRestorationReferencePathKey];
                if (path == nil) {
                    return nil;
                }
                return [self initWithPath:path];
            }

            - (void)encodeWithCoder:(NSCoder *)coder {
                [coder encodeObject:self.path forKey:SceneRestorationReferencePathKey];
            }

            @end

            /// Keeps another controller as its identifier path, as UIKit's archiver does; a view or
            /// another restorable object as nothing (scene restoration does not rebuild them).
            @interface SceneRestorationReferences : NSObject <NSKeyedArchiverDelegate>
            @property (nonatomic, copy) NSArray<UIViewController *> *controllers;
            @property (nonatomic, copy) NSArray<NSString *> *paths;
            @end

            @implementation SceneRestorationReferences

            - (nullable id)archiver:(NSKeyedArchiver *)archiver willEncodeObject:(id)object {
                if ([object isKindOfClass:[UIViewController class]]) {
                    NSUInteger index = [self.controllers indexOfObjectIdenticalTo:object];
                    return index == NSNotFound ? nil : [[SceneRestorationReference alloc] initWithPath:self.paths[index]];
                }
                if ([object isKindOfClass:[UIView class]] || [object conformsToProtocol:@protocol(UIStateRestoring)]) {
                    return nil;
                }
                // UIKit's storyboard proxy: the storyboards are known by identifier.
                if ([NSStringFromClass([object class]) isEqualToString:@"_UIStoryboardProxy"]) {
                    return nil;
                }
                return object;
            }

            @end

            /// The tree of one saved state, made again and decoded: parents first, each controller
            /// found where it already is (made at launch), or made by its restoration class, the app
            /// delegate or its storyboard.
            @interface SceneRestorationRebuild : NSObject <NSKeyedUnarchiverDelegate>
            @property (nonatomic, copy) NSDictionary<NSString *, NSDictionary *> *entries;
            @property (nonatomic, strong) NSMutableDictionary<NSString *, UIViewController *> *controllers;
            @property (nonatomic, strong) NSMutableArray<NSString *> *order;
            /// Made, but not of the class saved: UIKit does not decode those either.
            @property (nonatomic, strong) NSMutableSet<NSString *> *notDecoded;
            @property (nonatomic, strong) NSMutableArray<NSArray<UIViewController *> *> *presentations;
            - (void)attach:(UIViewController *)controller atPath:(NSString *)path;
            - (void)decode;
            - (void)present;
            @end

            @interface SceneRestoration ()
            + (NSArray<UIViewController *> *)containedIn:(UIViewController *)controller;
            + (nullable NSKeyedUnarchiver *)unarchiver:(NSData *)data;
            + (NSArray<NSString *> *)identifiers:(NSString *)path;
            + (NSDictionary<NSString *, NSString *> *)storyboardIdentifiers;
            + (NSDictionary<NSString *, NSString *> *)storyboards;
            @end

            @implementation SceneRestoration

            /// Storyboard identifier of each controller the storyboards can make, by its restoration
            /// identifier path; and the storyboard each identifier is in.
            + (NSDictionary<NSString *, NSString *> *)storyboardIdentifiers {
                return \(table(code.storyboardIdentifiers.map { ($0.path, $0.identifier) }));
            }

            + (NSDictionary<NSString *, NSString *> *)storyboards {
                return \(table(code.storyboards.map { ($0.identifier, $0.storyboard) }));
            }

            /// The archives name a reference by a class name of their own.
            + (void)registerClassNames {
                static dispatch_once_t once;
                dispatch_once(&once, ^{
                    [NSKeyedArchiver setClassName:SceneRestorationReferenceClass forClass:[SceneRestorationReference class]];
                    [NSKeyedUnarchiver setClass:[SceneRestorationReference class] forClassName:SceneRestorationReferenceClass];
                });
            }

            #pragma mark Saving

            + (nullable NSDictionary *)userInfoForWindow:(nullable UIWindow *)window {
                [self registerClassNames];
                NSData *app = [self appState];
                if (app == nil) {
                    return nil;
                }
                NSMutableDictionary *info = [@{SceneRestorationFormatKey: @(SceneRestorationFormat), SceneRestorationAppKey: app} mutableCopy];
                UIViewController *root = window.rootViewController;
                NSString *identifier = root.restorationIdentifier;
                if (root == nil || identifier == nil) {
                    return info;
                }
                NSMutableArray<UIViewController *> *controllers = [NSMutableArray array];
                NSMutableArray<NSString *> *paths = [NSMutableArray array];
                [self visit:root path:identifier controllers:controllers paths:paths];
                NSMutableDictionary *entries = [NSMutableDictionary dictionary];
                for (NSUInteger index = 0; index < controllers.count; index++) {
                    entries[paths[index]] = [self entryFor:controllers[index] controllers:controllers paths:paths];
                }
                info[SceneRestorationRootKey] = identifier;
                info[SceneRestorationControllersKey] = entries;
                return info;
            }

            /// What the app delegate's save method writes (its version, usually); nil when it
            /// declines to save.
            + (nullable NSData *)appState {
                id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
                NSKeyedArchiver *archiver = [[NSKeyedArchiver alloc] initRequiringSecureCoding:NO];
                // The app's opt-in still decides, and still writes its version for the check below.
                if ([delegate respondsToSelector:@selector(\(saveSelector))] && ![delegate application:UIApplication.sharedApplication \(saveCall):archiver]) {
                    return nil;
                }
                if ([delegate respondsToSelector:@selector(application:willEncodeRestorableStateWithCoder:)]) {
                    [delegate application:UIApplication.sharedApplication willEncodeRestorableStateWithCoder:archiver];
                }
                [archiver finishEncoding];
                return archiver.encodedData;
            }

            /// The controllers a container holds, in its order.
            + (NSArray<UIViewController *> *)containedIn:(UIViewController *)controller {
                if ([controller isKindOfClass:[UINavigationController class]]) {
                    return ((UINavigationController *)controller).viewControllers;
                }
                if ([controller isKindOfClass:[UITabBarController class]]) {
                    return ((UITabBarController *)controller).viewControllers ?: @[];
                }
                if ([controller isKindOfClass:[UISplitViewController class]]) {
                    return ((UISplitViewController *)controller).viewControllers;
                }
                return controller.childViewControllers;
            }

            /// The controller it presents itself (not one an ancestor presents).
            + (nullable UIViewController *)presentedBy:(UIViewController *)controller {
                UIViewController *presented = controller.presentedViewController;
                return presented.presentingViewController == controller ? presented : nil;
            }

            /// UIKit's own containers: their children and selection are the tree, and their encode
            /// methods are not called.
            + (BOOL)isUIKitContainer:(UIViewController *)controller {
                Class kind = [controller class];
                return kind == [UINavigationController class] || kind == [UITabBarController class] || kind == [UISplitViewController class]
                    || kind == [UIPageViewController class];
            }

            /// The controllers to save, parents first, each with its identifier path: a navigation
            /// controller's children below it, a tab's or any other container's child below an
            /// index, a presented controller below its presenter.
            + (void)visit:(UIViewController *)controller path:(NSString *)path controllers:(NSMutableArray<UIViewController *> *)controllers
                    paths:(NSMutableArray<NSString *> *)paths {
                [controllers addObject:controller];
                [paths addObject:path];
                BOOL indexed = ![controller isKindOfClass:[UINavigationController class]];
                NSArray<UIViewController *> *children = [self containedIn:controller];
                for (NSUInteger index = 0; index < children.count; index++) {
                    NSString *identifier = children[index].restorationIdentifier;
                    if (identifier == nil) {
                        continue;
                    }
                    NSString *childPath = [NSString stringWithFormat:@"%@/%@", path, identifier];
                    if (indexed || [paths containsObject:childPath]) {
                        childPath = [NSString stringWithFormat:@"%@/:[%lu]:/%@", path, (unsigned long)index, identifier];
                    }
                    [self visit:children[index] path:childPath controllers:controllers paths:paths];
                }
                UIViewController *presented = [self presentedBy:controller];
                NSString *identifier = presented.restorationIdentifier;
                if (presented != nil && identifier != nil) {
                    NSString *presentedPath = [NSString stringWithFormat:@"%@/%@", path, identifier];
                    NSUInteger index = 0;
                    while ([paths containsObject:presentedPath]) {
                        presentedPath = [NSString stringWithFormat:@"%@/:[%lu]:/%@", path, (unsigned long)index, identifier];
                        index += 1;
                    }
                    [self visit:presented path:presentedPath controllers:controllers paths:paths];
                }
            }

            + (NSDictionary *)entryFor:(UIViewController *)controller controllers:(NSArray<UIViewController *> *)controllers paths:(NSArray<NSString *> *)paths {
                NSMutableDictionary *entry = [@{SceneRestorationClassKey: NSStringFromClass([controller class])} mutableCopy];
                if (controller.restorationClass != nil) {
                    entry[SceneRestorationRestorationClassKey] = NSStringFromClass(controller.restorationClass);
                }
                NSMutableArray<NSString *> *children = [NSMutableArray array];
                for (UIViewController *child in [self containedIn:controller]) {
                    NSUInteger index = [controllers indexOfObjectIdenticalTo:child];
                    if (index != NSNotFound) {
                        [children addObject:paths[index]];
                    }
                }
                if (children.count > 0) {
                    entry[SceneRestorationChildrenKey] = children;
                }
                if ([controller isKindOfClass:[UITabBarController class]] && ((UITabBarController *)controller).viewControllers.count > 0) {
                    entry[SceneRestorationSelectedIndexKey] = @(((UITabBarController *)controller).selectedIndex);
                }
                UIViewController *presented = [self presentedBy:controller];
                NSUInteger presentedIndex = presented == nil ? NSNotFound : [controllers indexOfObjectIdenticalTo:presented];
                if (presentedIndex != NSNotFound) {
                    entry[SceneRestorationPresentedKey] = paths[presentedIndex];
                }
                if ([self isUIKitContainer:controller]) {
                    return entry;
                }
                NSKeyedArchiver *archiver = [[NSKeyedArchiver alloc] initRequiringSecureCoding:NO];
                SceneRestorationReferences *references = [[SceneRestorationReferences alloc] init];
                references.controllers = controllers;
                references.paths = paths;
                archiver.delegate = references;
                [controller encodeRestorableStateWithCoder:archiver];
                [archiver finishEncoding];
                entry[SceneRestorationStateKey] = archiver.encodedData;
                return entry;
            }

            #pragma mark Restoring

            + (BOOL)restoreActivity:(NSUserActivity *)activity inWindow:(nullable UIWindow *)window {
                [self registerClassNames];
                NSDictionary *info = activity.userInfo;
                NSString *rootPath = info[SceneRestorationRootKey];
                NSDictionary *entries = info[SceneRestorationControllersKey];
                UIViewController *root = window.rootViewController;
                if (![activity.activityType isEqualToString:SceneRestorationActivityType] || ![info[SceneRestorationFormatKey] isEqual:@(SceneRestorationFormat)]
                    || ![rootPath isKindOfClass:[NSString class]] || ![entries isKindOfClass:[NSDictionary class]] || root == nil
                    || ![root.restorationIdentifier isEqualToString:rootPath]) {
                    return NO;
                }
                NSData *app = [info[SceneRestorationAppKey] isKindOfClass:[NSData class]] ? info[SceneRestorationAppKey]
                                                                                           : [[NSKeyedArchiver alloc] initRequiringSecureCoding:NO].encodedData;
                if (![self appAllowsRestoring:app]) {
                    return NO;
                }
                SceneRestorationRebuild *rebuild = [[SceneRestorationRebuild alloc] init];
                rebuild.entries = entries;
                [rebuild attach:root atPath:rootPath];
                [rebuild decode];
                id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
                NSKeyedUnarchiver *coder = [self unarchiver:app];
                if (coder != nil && [delegate respondsToSelector:@selector(application:didDecodeRestorableStateWithCoder:)]) {
                    [delegate application:UIApplication.sharedApplication didDecodeRestorableStateWithCoder:coder];
                }
                [rebuild present];
                return YES;
            }

            /// What the app delegate's restore method says of the saved app-level values.
            + (BOOL)appAllowsRestoring:(NSData *)data {
                id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
                if (![delegate respondsToSelector:@selector(\(restoreSelector))]) {
                    return YES;
                }
                NSKeyedUnarchiver *coder = [self unarchiver:data];
                // A state another version saved is refused here, as UIKit's restore refused it.
                return coder != nil && [delegate application:UIApplication.sharedApplication \(restoreCall):coder];
            }

            + (nullable NSKeyedUnarchiver *)unarchiver:(NSData *)data {
                NSKeyedUnarchiver *coder = [[NSKeyedUnarchiver alloc] initForReadingFromData:data error:NULL];
                // The app's own decode methods decide what they accept, as with UIKit's coder.
                coder.requiresSecureCoding = NO;
                return coder;
            }

            /// The restoration identifiers of a path, without the :[n]: positions, as UIKit hands
            /// them to restoration classes.
            + (NSArray<NSString *> *)identifiers:(NSString *)path {
                NSMutableArray<NSString *> *identifiers = [NSMutableArray array];
                for (NSString *component in [path componentsSeparatedByString:@"/"]) {
                    if (!([component hasPrefix:@":["] && [component hasSuffix:@"]:"])) {
                        [identifiers addObject:component];
                    }
                }
                return identifiers;
            }

            @end

            @implementation SceneRestorationRebuild

            - (instancetype)init {
                if ((self = [super init])) {
                    _controllers = [NSMutableDictionary dictionary];
                    _order = [NSMutableArray array];
                    _notDecoded = [NSMutableSet set];
                    _presentations = [NSMutableArray array];
                }
                return self;
            }

            - (void)attach:(UIViewController *)controller atPath:(NSString *)path {
                if (self.controllers[path] != nil) {
                    return;
                }
                self.controllers[path] = controller;
                [self.order addObject:path];
                NSDictionary *entry = self.entries[path];
                if (entry == nil) {
                    return;
                }
                NSArray<NSString *> *childPaths = [entry[SceneRestorationChildrenKey] isKindOfClass:[NSArray class]] ? entry[SceneRestorationChildrenKey] : @[];
                NSArray<UIViewController *> *existing = [SceneRestoration containedIn:controller];
                if ([controller isKindOfClass:[UINavigationController class]]) {
                    NSMutableArray<UIViewController *> *stack = [NSMutableArray array];
                    for (NSUInteger index = 0; index < childPaths.count; index++) {
                        NSString *identifier = [SceneRestoration identifiers:childPaths[index]].lastObject;
                        UIViewController *child = nil;
                        if (index < existing.count && [existing[index].restorationIdentifier isEqualToString:identifier]) {
                            child = existing[index];
                        } else {
                            child = [self make:childPaths[index]];
                        }
                        if (child == nil) {
                            // UIKit leaves out what it cannot make, and what was pushed after it.
                            break;
                        }
                        [stack addObject:child];
                        [self attach:child atPath:childPaths[index]];
                    }
                    if (stack.count > 0 && ![stack isEqualToArray:existing]) {
                        [(UINavigationController *)controller setViewControllers:stack animated:NO];
                    }
                } else {
                    // Tabs, split view columns and custom containers hold their children already:
                    // each saved child is matched to its own.
                    for (NSUInteger index = 0; index < childPaths.count; index++) {
                        NSString *identifier = [SceneRestoration identifiers:childPaths[index]].lastObject;
                        if (index < existing.count && [existing[index].restorationIdentifier isEqualToString:identifier]) {
                            [self attach:existing[index] atPath:childPaths[index]];
                            continue;
                        }
                        for (UIViewController *candidate in existing) {
                            if ([candidate.restorationIdentifier isEqualToString:identifier] && [self.controllers allKeysForObject:candidate].count == 0) {
                                [self attach:candidate atPath:childPaths[index]];
                                break;
                            }
                        }
                    }
                    NSNumber *selected = entry[SceneRestorationSelectedIndexKey];
                    if ([controller isKindOfClass:[UITabBarController class]] && [selected isKindOfClass:[NSNumber class]] && selected.integerValue >= 0
                        && (NSUInteger)selected.integerValue < ((UITabBarController *)controller).viewControllers.count) {
                        ((UITabBarController *)controller).selectedIndex = (NSUInteger)selected.integerValue;
                    }
                }
                NSString *presentedPath = entry[SceneRestorationPresentedKey];
                UIViewController *presented = [presentedPath isKindOfClass:[NSString class]] ? [self make:presentedPath] : nil;
                if (presented != nil) {
                    [self attach:presented atPath:presentedPath];
                    [self.presentations addObject:@[controller, presented]];
                }
            }

            /// A controller made again: by its restoration class (which alone decides, as in
            /// UIKit), else by the app delegate, else from its storyboard.
            - (nullable UIViewController *)make:(NSString *)path {
                NSDictionary *entry = self.entries[path] ?: @{};
                NSArray<NSString *> *identifiers = [SceneRestoration identifiers:path];
                UIViewController *controller = nil;
                NSString *restorationClassName = entry[SceneRestorationRestorationClassKey];
                if ([restorationClassName isKindOfClass:[NSString class]]) {
                    Class restorationClass = NSClassFromString(restorationClassName);
                    if (![restorationClass conformsToProtocol:@protocol(UIViewControllerRestoration)]) {
                        return nil;
                    }
                    controller = [(Class<UIViewControllerRestoration>)restorationClass viewControllerWithRestorationIdentifierPath:identifiers
                                                                                                                             coder:[self coderFor:path]];
                } else {
                    id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
                    if ([delegate respondsToSelector:@selector(application:viewControllerWithRestorationIdentifierPath:coder:)]) {
                        controller = [delegate application:UIApplication.sharedApplication viewControllerWithRestorationIdentifierPath:identifiers
                                                     coder:[self coderFor:path]];
                    }
                    NSString *identifier = SceneRestoration.storyboardIdentifiers[[identifiers componentsJoinedByString:@"/"]];
                    NSString *saved = entry[SceneRestorationStoryboardIdentifierKey];
                    if (identifier == nil && [saved isKindOfClass:[NSString class]] && SceneRestoration.storyboards[saved] != nil) {
                        identifier = saved;
                    }
                    NSString *storyboard = identifier == nil ? nil : SceneRestoration.storyboards[identifier];
                    if (controller == nil && storyboard != nil) {
                        controller = [[UIStoryboard storyboardWithName:storyboard bundle:nil] instantiateViewControllerWithIdentifier:identifier];
                    }
                }
                if (controller == nil) {
                    return nil;
                }
                NSString *className = entry[SceneRestorationClassKey];
                Class savedClass = [className isKindOfClass:[NSString class]] ? NSClassFromString(className) : Nil;
                if (savedClass != Nil && ![controller isKindOfClass:savedClass]) {
                    [self.notDecoded addObject:path];
                }
                return controller;
            }

            /// The controller at a path, made when a saved state refers to it first.
            - (nullable UIViewController *)controllerAtPath:(NSString *)path {
                UIViewController *found = self.controllers[path];
                if (found != nil || self.entries[path] == nil) {
                    return found;
                }
                UIViewController *made = [self make:path];
                if (made != nil) {
                    [self attach:made atPath:path];
                }
                return made;
            }

            /// A coder over a controller's saved state (an empty one when it has none).
            - (NSCoder *)coderFor:(NSString *)path {
                NSData *data = self.entries[path][SceneRestorationStateKey];
                NSKeyedUnarchiver *coder = [data isKindOfClass:[NSData class]] ? [SceneRestoration unarchiver:data] : nil;
                if (coder == nil) {
                    coder = [SceneRestoration unarchiver:[[NSKeyedArchiver alloc] initRequiringSecureCoding:NO].encodedData];
                }
                coder.delegate = self;
                return coder;
            }

            /// Each controller's own decode method, parents first, then
            /// applicationFinishedRestoringState on each, as UIKit calls them.
            - (void)decode {
                for (NSUInteger index = 0; index < self.order.count; index++) {
                    NSString *path = self.order[index];
                    UIViewController *controller = self.controllers[path];
                    NSData *data = self.entries[path][SceneRestorationStateKey];
                    if ([self.notDecoded containsObject:path] || controller == nil || ![data isKindOfClass:[NSData class]]) {
                        continue;
                    }
                    NSKeyedUnarchiver *coder = [SceneRestoration unarchiver:data];
                    if (coder == nil) {
                        continue;
                    }
                    coder.delegate = self;
                    [controller decodeRestorableStateWithCoder:coder];
                    [coder finishDecoding];
                }
                for (NSString *path in [self.order copy]) {
                    [self.controllers[path] applicationFinishedRestoringState];
                }
            }

            /// Presented controllers once the window is on screen, each after the one it is
            /// presented from.
            - (void)present {
                dispatch_async(dispatch_get_main_queue(), ^{
                    [self presentNext];
                });
            }

            - (void)presentNext {
                if (self.presentations.count == 0) {
                    return;
                }
                NSArray<UIViewController *> *pair = self.presentations.firstObject;
                [self.presentations removeObjectAtIndex:0];
                [pair[0] presentViewController:pair[1] animated:NO completion:^{
                    [self presentNext];
                }];
            }

            - (nullable id)unarchiver:(NSKeyedUnarchiver *)unarchiver didDecodeObject:(nullable id) NS_RELEASES_ARGUMENT object NS_RETURNS_RETAINED {
                if (![object isKindOfClass:[SceneRestorationReference class]]) {
                    return object;
                }
                UIViewController *found = [self controllerAtPath:((SceneRestorationReference *)object).path];
                return found ?: object;
            }

            @end

            """
    }
}
