#import <UIKit/UIKit.h>

/// The items, kept on disk; registered for state restoration (its item count).
@interface BNRItemStore : NSObject <UIStateRestoring>

+ (instancetype)sharedStore;
- (void)saveChanges;

@end
