#import "AppDelegate.h"
#import "AccountsContainer.h"

#define LEDGER_VERSION @"7" /* a macro { that is skipped */

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    AccountsContainer *root = [[AccountsContainer alloc] init];
    root.restorationIdentifier = @"Accounts";
    self.window.rootViewController = root;
    [self.window makeKeyAndVisible];
    return YES;
}

- (BOOL)application:(UIApplication *)application shouldSaveSecureApplicationState:(NSCoder *)coder {
    [coder encodeObject:LEDGER_VERSION forKey:@"LedgerVersion"];
    return YES;
}

- (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState:(NSCoder *)coder {
    NSString *version = [coder decodeObjectOfClass:[NSString class] forKey:@"LedgerVersion"];
    return [version isEqualToString:LEDGER_VERSION];
}

@end
