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

    static func implementation(_ code: SceneDelegateCode) -> String {
        var out = "#import \"\(code.className).h\"\n" + (code.restores ? "#import \"SceneRestoration.h\"\n" : "")
        if code.needsAppDelegate { out += "#import \"\(code.appDelegateHeader)\"\n" }
        out += "\n"
        if !code.warnings.isEmpty { out += ReviewWarnings.objectiveCBlock(code.warnings) + "\n" }
        let methods = [code.setUp.beforeRestore, code.setUp.afterRestore].compactMap { $0 }
        if !methods.isEmpty {
            out += "/// The window's set-up, moved out of \(code.appDelegate)'s launch methods (its file holds them).\n"
            out += "@interface \(code.appDelegate) (\(code.category))\n"
            for method in methods { out += method.objectiveCDeclaration() + ";\n" }
            out += "@end\n\n"
        }
        if let storyboard = code.storyboard {
            out += "// UIKit makes the window from the scene configuration's storyboard (\(storyboard)) before\n// scene:willConnectToSession:options:.\n"
        }
        out += "// What \(code.appDelegate) did for the app as a whole stays there; the scene's events are\n// forwarded to its methods that handled them before.\n"
        out += "@implementation \(code.className)\n\n"
        out += willConnect(code)
        if code.restores { out += """

            /// The scene's state for its next launch: the view controllers' classic restoration, carried.
            - (nullable NSUserActivity *)stateRestorationActivityForScene:(UIScene *)scene {
                NSUserActivity *activity = [[NSUserActivity alloc] initWithActivityType:\(code.activityTypeIsFixed ? "SceneRestorationActivityType" : "SceneRestoration.activityType")];
                [activity addUserInfoEntriesFromDictionary:[SceneRestoration userInfoForWindow:self.window]];
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

    static func willConnect(_ code: SceneDelegateCode) -> String {
        var out = "- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {\n"
        let needsScene = code.setUp.beforeRestore != nil || code.setUp.afterRestore != nil || code.shortcut
        if needsScene {
            out += "    if (![scene isKindOfClass:[UIWindowScene class]]) {\n        return;\n    }\n    UIWindowScene *windowScene = (UIWindowScene *)scene;\n"
        }
        if code.needsAppDelegate {
            out += "    \(code.appDelegate) *appDelegate = (\(code.appDelegate) *)UIApplication.sharedApplication.delegate;\n"
        }
        if let property = code.appDelegateWindow, code.storyboard != nil {
            out += "    // The app delegate's window is this scene's, before any of its code runs.\n"
            out += "    appDelegate.\(property) = self.window;\n"
        }
        if let setUp = code.setUp.beforeRestore {
            out += CodeComment.lines("The window's set-up, moved from \(code.appDelegate)'s \(setUp.from).", indent: "    ")
            out += "    " + setUp.objectiveCCall(appDelegate: "appDelegate") + "\n"
            if let property = code.appDelegateWindow, code.storyboard == nil, setUp.makesWindow { out += "    self.window = appDelegate.\(property);\n" }
        }
        if code.restores {
            out += "    // The state the scene saved (the view controllers' classic restoration, carried).\n"
            out += "    if (session.stateRestorationActivity != nil) {\n        [SceneRestoration restoreActivity:session.stateRestorationActivity inWindow:self.window];\n    }\n"
        }
        if let finish = code.setUp.afterRestore {
            out += CodeComment.lines("The window code of \(code.appDelegate)'s \(finish.from)\(code.restores ? ", which ran after classic restoration" : "").", indent: "    ")
            out += "    " + finish.objectiveCCall(appDelegate: "appDelegate") + "\n"
            if let property = code.appDelegateWindow, code.storyboard == nil, finish.makesWindow { out += "    self.window = appDelegate.\(property);\n" }
        }
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
