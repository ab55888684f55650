#import "AccountViewController.h"

@implementation AccountViewController

+ (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents coder:(NSCoder *)coder {
    if (identifierComponents.count != 2) {
        return nil;
    }
    return [[AccountViewController alloc] init];
}

- (instancetype)init {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        self.restorationIdentifier = @"Account";
        self.restorationClass = [AccountViewController class];
    }
    return self;
}

- (instancetype)initWithCoder:(NSCoder *)coder {
    return [super initWithCoder:coder];
}

@end
