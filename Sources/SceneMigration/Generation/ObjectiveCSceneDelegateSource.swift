/// `SceneDelegate.h` and `SceneDelegate.m` for an Objective-C app: the window's life cycle,
/// moved from the app delegate, its events forwarded through `UIApplicationDelegate`.
enum ObjectiveCSceneDelegateSource {
    static func header(_ code: SceneDelegateCode) -> String {
        """
        #import <UIKit/UIKit.h>

        NS_ASSUME_NONNULL_BEGIN

        /// The app's window in the UIScene life cycle (Apple's TN3187), written by `uistate migrate scenes`.
        @interface \(code.className) : UIResponder <UIWindowSceneDelegate>

        @property (strong, nonatomic, nullable) UIWindow *window;

        @end

        NS_ASSUME_NONNULL_END

        """
    }

    /// `appDelegateHeader`: the header declaring the app delegate's class, imported when the
    /// moved code or the window needs the class itself.
    static func implementation(_ code: SceneDelegateCode, appDelegateHeader: String?) -> String {
        let delegate = code.appDelegate
        let needsClass = delegate != nil && appDelegateHeader != nil && (code.moved?.usesAppDelegate == true || code.appDelegateWindow != nil)
        var out = "#import \"\(code.className).h\"\n" + (code.restores ? "#import \"SceneRestoration.h\"\n" : "")
        if needsClass, let appDelegateHeader { out += "#import \"\(appDelegateHeader)\"\n" }
        for line in code.imports where line != "#import \"\(appDelegateHeader ?? "")\"" { out += line + "\n" }
        out += "\n"
        if let storyboard = code.storyboard {
            out += "// UIKit makes the window from the scene configuration's storyboard (\(storyboard)) before\n// scene:willConnectToSession:options:.\n"
        } else if let moved = code.moved {
            out += "// The window is made here, by the code moved from AppDelegate's \(moved.from).\n"
        }
        if delegate != nil {
            out += "// What the app delegate does for the app as a whole stays there; the scene's events are\n// forwarded to the app delegate's methods that handled them before.\n"
        }
        out += "@implementation \(code.className)\n\n"
        out += willConnect(code, appDelegateClass: needsClass ? delegate : nil)
        if code.restores { out += """

            /// The scene's state for its next launch: the view controllers' classic restoration, carried.
            - (nullable NSUserActivity *)stateRestorationActivityForScene:(UIScene *)scene {
                NSDictionary *userInfo = [SceneRestoration userInfoForWindow:self.window];
                if (userInfo == nil) {
                    return nil;
                }
                NSUserActivity *activity = [[NSUserActivity alloc] initWithActivityType:SceneRestorationActivityType];
                [activity addUserInfoEntriesFromDictionary:userInfo];
                return activity;
            }

            """ }
        for event in code.lifeCycle {
            out += """

                - (void)\(event.sceneSelector)(UIScene *)scene {
                    [UIApplication.sharedApplication.delegate \(event.appSelector.dropLast()):UIApplication.sharedApplication];
                }

                """
        }
        if let handler = code.openURL {
            out += """

                /// URLs opened while the scene runs; at launch they come from the connection options.
                - (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts {
                    id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
                    for (UIOpenURLContext *context in URLContexts) {

                """
            switch handler {
            case .options:
                out += """
                            NSMutableDictionary<UIApplicationOpenURLOptionsKey, id> *options = [@{UIApplicationOpenURLOptionsOpenInPlaceKey: @(context.options.openInPlace)} mutableCopy];
                            if (context.options.sourceApplication != nil) {
                                options[UIApplicationOpenURLOptionsSourceApplicationKey] = context.options.sourceApplication;
                            }
                            if (context.options.annotation != nil) {
                                options[UIApplicationOpenURLOptionsAnnotationKey] = context.options.annotation;
                            }
                            [delegate application:UIApplication.sharedApplication openURL:context.URL options:options];

                    """
            case .sourceApplication:
                out += "        [delegate application:UIApplication.sharedApplication openURL:context.URL sourceApplication:context.options.sourceApplication annotation:context.options.annotation];\n"
            case .handleOpen:
                out += "        [delegate application:UIApplication.sharedApplication handleOpenURL:context.URL];\n"
            }
            out += "    }\n}\n"
        }
        if code.continueActivity {
            out += """

                /// Handoff, universal links and Spotlight; at launch the activity comes from the
                /// connection options. Objects the app delegate hands back restore from it, as UIKit did.
                - (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity {
                    [UIApplication.sharedApplication.delegate application:UIApplication.sharedApplication continueUserActivity:userActivity
                                                       restorationHandler:^(NSArray<id<UIUserActivityRestoring>> *restoring) {
                        for (id<UIUserActivityRestoring> object in restoring) {
                            [object restoreUserActivityState:userActivity];
                        }
                    }];
                }

                """
        }
        if code.shortcut {
            out += """

                /// Home Screen quick actions; at launch the shortcut comes from the connection options.
                - (void)windowScene:(UIWindowScene *)windowScene performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem
                  completionHandler:(void (^)(BOOL succeeded))completionHandler {
                    id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
                    if (![delegate respondsToSelector:@selector(application:performActionForShortcutItem:completionHandler:)]) {
                        completionHandler(NO);
                        return;
                    }
                    [delegate application:UIApplication.sharedApplication performActionForShortcutItem:shortcutItem completionHandler:completionHandler];
                }

                """
        }
        return out + "\n@end\n"
    }

    static func willConnect(_ code: SceneDelegateCode, appDelegateClass: String?) -> String {
        var out = "- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {\n"
        let needsScene = code.moved?.usesWindowScene == true || code.shortcut
        if needsScene {
            out += "    if (![scene isKindOfClass:[UIWindowScene class]]) {\n        return;\n    }\n    UIWindowScene *windowScene = (UIWindowScene *)scene;\n"
        }
        if let appDelegateClass {
            out += "    \(appDelegateClass) *appDelegate = (\(appDelegateClass) *)UIApplication.sharedApplication.delegate;\n"
        }
        var before: [String] = []
        var after: [String] = []
        if let moved = code.moved {
            let split = min(moved.showsWindowAt ?? moved.lines.count, moved.restoreAt ?? moved.lines.count)
            before = Array(moved.lines[..<split])
            after = Array(moved.lines[split...])
            out += "    // Moved from AppDelegate's \(moved.from).\n"
            out += before.map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined()
        }
        if let property = code.appDelegateWindow, appDelegateClass != nil {
            out += "    // The app delegate's window is this scene's: code that reads it still finds it.\n"
            out += "    appDelegate.\(property) = self.window;\n"
        }
        if code.restores {
            out += "    // The state the scene saved (the view controllers' classic restoration, carried).\n"
            out += "    if (session.stateRestorationActivity != nil) {\n        [SceneRestoration restoreActivity:session.stateRestorationActivity inWindow:self.window];\n    }\n"
        }
        if let restoreAt = code.moved?.restoreAt, restoreAt < (code.moved?.showsWindowAt ?? Int.max), code.restores {
            out += "    // Moved from didFinishLaunching, which ran after classic restoration: its checks see the restored tree.\n"
        }
        out += after.map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined()
        if code.openURL != nil || code.continueActivity || code.shortcut {
            out += "    // What launched the app (UIKit no longer hands it to the app delegate's launch).\n"
        }
        if code.openURL != nil {
            out += "    if (connectionOptions.URLContexts.count > 0) {\n        [self scene:scene openURLContexts:connectionOptions.URLContexts];\n    }\n"
        }
        if code.continueActivity {
            out += "    for (NSUserActivity *activity in connectionOptions.userActivities) {\n        [self scene:scene continueUserActivity:activity];\n    }\n"
        }
        if code.shortcut {
            out += "    if (connectionOptions.shortcutItem != nil) {\n        [self windowScene:windowScene performActionForShortcutItem:connectionOptions.shortcutItem completionHandler:^(BOOL succeeded) {}];\n    }\n"
        }
        return out + "}\n"
    }
}
