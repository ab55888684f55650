#import "AccountsViewController.h"

@implementation AccountsViewController

+ (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents coder:(NSCoder *)coder {
    return [[AccountsViewController alloc] init];
}

- (instancetype)init {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        self.restorationIdentifier = @"Accounts";
        self.restorationClass = [AccountsViewController class];
    }
    return self;
}

- (void)encodeRestorableStateWithCoder:(NSCoder *)coder {
    [super encodeRestorableStateWithCoder:coder];
    [coder encodeObject:self.selectedAccount forKey:@"SelectedAccount"];
}

- (void)decodeRestorableStateWithCoder:(NSCoder *)coder {
    [super decodeRestorableStateWithCoder:coder];
    self.selectedAccount = [coder decodeObjectOfClass:[NSString class] forKey:@"SelectedAccount"];
}

@end
