#import "BNRItemStore.h"

@implementation BNRItemStore

+ (instancetype)sharedStore {
    static BNRItemStore *store = nil;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        store = [[BNRItemStore alloc] init];
        [UIApplication registerObjectForStateRestoration:store restorationIdentifier:@"BNRItemStore"];
    });
    return store;
}

- (void)saveChanges {
}

@end
