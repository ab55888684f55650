#import "BNRDetailViewController.h"
#import "BNRItemStore.h"

@implementation BNRDetailViewController

+ (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents coder:(NSCoder *)coder {
    // The new item's navigation controller, which this class restores too.
    if ([identifierComponents.lastObject isEqualToString:@"UINavigationController"]) {
        return [self navigationControllerForNewItem:[[self alloc] initForNewItem:YES]];
    }
    // Three components: the new item's screen, in its own navigation controller.
    BOOL isNew = identifierComponents.count == 3;
    return [[self alloc] initForNewItem:isNew];
}

+ (UINavigationController *)navigationControllerForNewItem:(BNRDetailViewController *)detail {
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:detail];
    navigation.restorationIdentifier = NSStringFromClass([navigation class]);
    navigation.restorationClass = [self class];
    return navigation;
}

- (instancetype)initForNewItem:(BOOL)isNew {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        self.restorationIdentifier = NSStringFromClass([self class]);
        self.restorationClass = [self class];
    }
    return self;
}

- (void)encodeRestorableStateWithCoder:(NSCoder *)coder {
    [coder encodeObject:self.itemKey forKey:@"item.itemKey"];
    [coder encodeObject:[BNRItemStore sharedStore] forKey:@"itemStore"];
    [super encodeRestorableStateWithCoder:coder];
}

- (void)decodeRestorableStateWithCoder:(NSCoder *)coder {
    self.itemKey = [coder decodeObjectOfClass:[NSString class] forKey:@"item.itemKey"];
    [super decodeRestorableStateWithCoder:coder];
}

@end
