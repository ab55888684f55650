#import "AccountsContainer.h"
#import "AccountViewController.h"

@interface AccountsContainer ()
@property (nonatomic, strong) AccountViewController *account;
@end

@implementation AccountsContainer

- (void)viewDidLoad {
    [super viewDidLoad];
    self.account = [[AccountViewController alloc] init];
    [self addChildViewController:self.account];
    [self.view addSubview:self.account.view];
}

- (void)encodeRestorableStateWithCoder:(NSCoder *)coder {
    [super encodeRestorableStateWithCoder:coder];
    [coder encodeObject:self.account forKey:@"account"];
}

- (void)decodeRestorableStateWithCoder:(NSCoder *)coder {
    [super decodeRestorableStateWithCoder:coder];
}

@end
