#import "BNRItemsViewController.h"
#import "BNRDetailViewController.h"

@implementation BNRItemsViewController

- (instancetype)init {
    if ((self = [super initWithStyle:UITableViewStylePlain])) {
        self.restorationIdentifier = NSStringFromClass([self class]);
        self.restorationClass = [self class];
    }
    return self;
}

+ (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents coder:(NSCoder *)coder {
    return [[self alloc] init];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.restorationIdentifier = @"BNRItemsViewControllerTableView";
}

- (void)addNewItem:(id)sender {
    BNRDetailViewController *detail = [[BNRDetailViewController alloc] initForNewItem:YES];
    [self presentViewController:[BNRDetailViewController navigationControllerForNewItem:detail] animated:YES completion:nil];
}

- (void)encodeRestorableStateWithCoder:(NSCoder *)coder {
    [coder encodeBool:self.isEditing forKey:@"TableViewIsEditing"];
    [super encodeRestorableStateWithCoder:coder];
}

- (void)decodeRestorableStateWithCoder:(NSCoder *)coder {
    self.editing = [coder decodeBoolForKey:@"TableViewIsEditing"];
    [super decodeRestorableStateWithCoder:coder];
}

@end
