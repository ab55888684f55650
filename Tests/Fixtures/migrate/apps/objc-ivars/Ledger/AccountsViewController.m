#import "AccountsViewController.h"

@implementation AccountsViewController {
    NSArray<NSString *> *_accounts;
    NSString *_currency;
}

- (instancetype)initWithAccounts:(NSArray<NSString *> *)accounts currency:(NSString *)currency {
    if ((self = [super initWithStyle:UITableViewStylePlain])) {
        _accounts = [accounts copy];
        _currency = [currency copy];
        self.restorationIdentifier = @"Accounts";
        self.title = currency;
    }
    return self;
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return (NSInteger)_accounts.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"Account"];
    NSString *account = _accounts[(NSUInteger)indexPath.row];
    cell.textLabel.text = [account isEqualToString:self.selectedAccount] ? [account stringByAppendingString:@" (selected)"] : account;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    self.selectedAccount = _accounts[(NSUInteger)indexPath.row];
    [tableView reloadData];
}

- (void)encodeRestorableStateWithCoder:(NSCoder *)coder {
    [super encodeRestorableStateWithCoder:coder];
    [coder encodeObject:self.selectedAccount forKey:@"SelectedAccount"];
}

- (void)decodeRestorableStateWithCoder:(NSCoder *)coder {
    [super decodeRestorableStateWithCoder:coder];
    self.selectedAccount = [coder decodeObjectOfClass:[NSString class] forKey:@"SelectedAccount"];
    [self.tableView reloadData];
}

@end
