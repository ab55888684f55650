#import "AppDelegate.h"
#import "AccountsViewController.h"

#define WALLET_STATE_VERSION @"4"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    AccountsViewController *accounts = [[AccountsViewController alloc] init];
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:accounts];
    navigation.restorationIdentifier = @"Navigation";
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = navigation;
    [self.window makeKeyAndVisible];
    return YES;
}

- (void)applicationDidBecomeActive:(UIApplication *)application {
    NSLog(@"active");
}

- (BOOL)application:(UIApplication *)application shouldSaveSecureApplicationState:(NSCoder *)coder {
    [coder encodeObject:WALLET_STATE_VERSION forKey:@"StateVersion"];
    return YES;
}

- (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState:(NSCoder *)coder {
    NSString *version = [coder decodeObjectOfClass:[NSString class] forKey:@"StateVersion"];
    return [version isEqualToString:WALLET_STATE_VERSION];
}

@end
