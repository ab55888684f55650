// A stub of the Foundation declarations the Objective-C code `uistate migrate` writes (and the
// test projects) use, written from Apple's documented headers: `clang -fsyntax-only` against
// it proves the code's syntax, types and selectors, not Foundation's behaviour. Declarations
// introduced after iOS 8 carry the availability Apple's headers give them.
#pragma once
#pragma clang diagnostic ignored "-Wnullability-completeness"

// TargetConditionals.h for an iOS device, which Foundation's headers bring in: code behind
// `#if TARGET_OS_IPHONE` is the app's.
#define TARGET_OS_MAC 1
#define TARGET_OS_IPHONE 1
#define TARGET_OS_IOS 1
#define TARGET_OS_OSX 0
#define TARGET_OS_TV 0
#define TARGET_OS_WATCH 0
#define TARGET_OS_VISION 0
#define TARGET_OS_MACCATALYST 0
#define TARGET_OS_SIMULATOR 0
#define TARGET_IPHONE_SIMULATOR 0

typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double NSTimeInterval;
typedef struct objc_class *Class;
typedef struct objc_object { Class isa; } *id;
typedef struct objc_selector *SEL;
typedef void (*IMP)(void);
#define nil ((id)0)
#define Nil ((Class)0)
#define NULL ((void *)0)
#define NSNotFound ((NSInteger)0x7fffffffffffffffL)
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_RELEASES_ARGUMENT __attribute__((ns_consumed))
#define NS_RETURNS_RETAINED __attribute__((ns_returns_retained))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_SWIFT_UI_ACTOR
#define NS_TYPED_EXTENSIBLE_ENUM
// Availability as Apple's headers spell it (API_AVAILABLE(ios(13.0))), for iOS alone.
#define __API_AVAILABLE_PLATFORM_ios(version) ios, introduced = version
#define __API_DEPRECATED_PLATFORM_ios(introduced_, deprecated_) ios, introduced = introduced_, deprecated = deprecated_
#define API_AVAILABLE(platform) __attribute__((availability(__API_AVAILABLE_PLATFORM_##platform)))
#define API_DEPRECATED(text, platform) __attribute__((availability(__API_DEPRECATED_PLATFORM_##platform, message = text)))
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type

NS_ASSUME_NONNULL_BEGIN

@class NSString, NSData, NSCoder, NSURL, NSError, Protocol;
@class NSArray<__covariant ObjectType>, NSDictionary<__covariant KeyType, __covariant ObjectType>, NSSet<__covariant ObjectType>;

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
- (Class)class;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
+ (Class)class;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;
+ (IMP)instanceMethodForSelector:(SEL)aSelector;
- (instancetype)init;
- (BOOL)isEqual:(nullable id)object;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
- (Class)class;
- (id)copy;
- (id)mutableCopy;
@end

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

@protocol NSSecureCoding <NSCoding>
@property (class, readonly) BOOL supportsSecureCoding;
@end

@protocol NSCopying
- (id)copyWithZone:(nullable void *)zone;
@end

@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(void *)state objects:(id __unsafe_unretained _Nullable [_Nonnull])buffer count:(NSUInteger)len;
@end

typedef struct _NSRange {
    NSUInteger location;
    NSUInteger length;
} NSRange;

static inline NSRange NSMakeRange(NSUInteger loc, NSUInteger len) {
    NSRange range = {loc, len};
    return range;
}

@interface NSString : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)stringWithFormat:(NSString *)format, ...;
- (NSString *)substringWithRange:(NSRange)range;
@property (readonly) NSInteger integerValue;
- (BOOL)isEqualToString:(NSString *)aString;
- (BOOL)hasPrefix:(NSString *)str;
- (BOOL)hasSuffix:(NSString *)str;
- (NSArray<NSString *> *)componentsSeparatedByString:(NSString *)separator;
- (NSString *)stringByAppendingString:(NSString *)aString;
@property (readonly) NSUInteger length;
@end

@interface NSNumber : NSObject <NSCopying, NSSecureCoding>
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithLong:(long)value;
+ (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithDouble:(double)value;
@property (readonly) NSInteger integerValue;
@property (readonly) BOOL boolValue;
@property (readonly) float floatValue;
@end

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSSecureCoding, NSFastEnumeration>
+ (instancetype)array;
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nonnull])objects count:(NSUInteger)cnt;
@property (readonly) NSUInteger count;
@property (nullable, readonly) ObjectType firstObject;
@property (nullable, readonly) ObjectType lastObject;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
- (NSUInteger)indexOfObjectIdenticalTo:(ObjectType)anObject;
- (BOOL)containsObject:(ObjectType)anObject;
- (BOOL)isEqualToArray:(NSArray<ObjectType> *)otherArray;
- (NSString *)componentsJoinedByString:(NSString *)separator;
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)addObject:(ObjectType)anObject;
- (void)removeObjectAtIndex:(NSUInteger)index;
- (void)setObject:(ObjectType)obj atIndexedSubscript:(NSUInteger)idx;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSSecureCoding, NSFastEnumeration>
+ (instancetype)dictionary;
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull [_Nullable])objects forKeys:(const KeyType <NSCopying> _Nonnull [_Nullable])keys count:(NSUInteger)cnt;
@property (readonly) NSUInteger count;
- (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
- (nullable ObjectType)objectForKey:(KeyType)aKey;
- (NSArray<KeyType> *)allKeysForObject:(ObjectType)anObject;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
- (void)setObject:(nullable ObjectType)obj forKeyedSubscript:(KeyType <NSCopying>)key;
@end

@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSSecureCoding, NSFastEnumeration>
+ (instancetype)set;
@property (readonly) NSUInteger count;
- (BOOL)containsObject:(ObjectType)anObject;
@end

@interface NSMutableSet<ObjectType> : NSSet<ObjectType>
- (void)addObject:(ObjectType)object;
@end

@interface NSData : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)data;
@property (readonly) NSUInteger length;
@end

@interface NSURL : NSObject <NSCopying, NSSecureCoding>
@property (nullable, readonly, copy) NSString *scheme;
@property (nullable, readonly, copy) NSString *host;
@property (nullable, readonly, copy) NSString *absoluteString;
@end

@interface NSError : NSObject
@end

@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
@property (nullable, readonly, copy) NSString *bundleIdentifier;
@property (nullable, readonly, copy) NSString *executablePath;
@end

@interface NSDate : NSObject
@property (readonly) NSTimeInterval timeIntervalSince1970;
@end

@interface NSDictionary (NSFileAttributes)
- (nullable NSDate *)fileModificationDate;
@end

@interface NSFileManager : NSObject
@property (class, readonly, strong) NSFileManager *defaultManager;
- (nullable NSDictionary<NSString *, id> *)attributesOfItemAtPath:(NSString *)path error:(NSError * _Nullable * _Nullable)error;
@end

@interface NSCoder : NSObject
- (void)encodeObject:(nullable id)object forKey:(NSString *)key;
- (void)encodeBool:(BOOL)value forKey:(NSString *)key;
- (void)encodeInteger:(NSInteger)value forKey:(NSString *)key;
- (void)encodeFloat:(float)value forKey:(NSString *)key;
- (void)encodeDouble:(double)value forKey:(NSString *)key;
- (nullable id)decodeObjectForKey:(NSString *)key;
- (nullable id)decodeObjectOfClass:(Class)aClass forKey:(NSString *)key;
- (BOOL)decodeBoolForKey:(NSString *)key;
- (NSInteger)decodeIntegerForKey:(NSString *)key;
- (float)decodeFloatForKey:(NSString *)key;
- (double)decodeDoubleForKey:(NSString *)key;
- (BOOL)containsValueForKey:(NSString *)key;
@property (readonly) BOOL requiresSecureCoding;
@end

@class NSKeyedArchiver, NSKeyedUnarchiver;

@protocol NSKeyedArchiverDelegate <NSObject>
@optional
- (nullable id)archiver:(NSKeyedArchiver *)archiver willEncodeObject:(id)object;
@end

@protocol NSKeyedUnarchiverDelegate <NSObject>
@optional
- (nullable id)unarchiver:(NSKeyedUnarchiver *)unarchiver didDecodeObject:(nullable id) NS_RELEASES_ARGUMENT object NS_RETURNS_RETAINED;
@end

@interface NSKeyedArchiver : NSCoder
- (instancetype)initRequiringSecureCoding:(BOOL)requiresSecureCoding API_AVAILABLE(ios(11.0));
+ (void)setClassName:(nullable NSString *)codedName forClass:(Class)cls;
@property (nullable, assign) id<NSKeyedArchiverDelegate> delegate;
@property (readonly, strong) NSData *encodedData;
- (void)finishEncoding;
@end

@interface NSKeyedUnarchiver : NSCoder
- (nullable instancetype)initForReadingFromData:(NSData *)data error:(NSError **)error API_AVAILABLE(ios(11.0));
+ (void)setClass:(nullable Class)cls forClassName:(NSString *)codedName;
@property (nullable, assign) id<NSKeyedUnarchiverDelegate> delegate;
@property (readwrite, assign) BOOL requiresSecureCoding;
- (void)finishDecoding;
@end

@interface NSUserActivity : NSObject
- (instancetype)initWithActivityType:(NSString *)activityType;
@property (readonly, copy) NSString *activityType;
@property (nullable, copy) NSDictionary *userInfo;
- (void)addUserInfoEntriesFromDictionary:(NSDictionary *)otherDictionary;
@property (nullable, copy) NSURL *webpageURL;
@end

NSString *NSStringFromClass(Class aClass);
Class _Nullable NSClassFromString(NSString *aClassName);
void NSLog(NSString *format, ...);

typedef long dispatch_once_t;
typedef struct dispatch_queue_s *dispatch_queue_t;
void dispatch_once(dispatch_once_t *predicate, void (^block)(void));
void dispatch_async(dispatch_queue_t queue, void (^block)(void));
dispatch_queue_t dispatch_get_main_queue(void);
// What launch code delays with (dispatch/time.h, dispatch/queue.h; stdint.h's widths), which
// Foundation's headers bring in.
typedef long long int64_t;
typedef unsigned long long uint64_t;
typedef uint64_t dispatch_time_t;
#define DISPATCH_TIME_NOW (0ull)
#define DISPATCH_TIME_FOREVER (~0ull)
#define NSEC_PER_SEC 1000000000ull
#define NSEC_PER_MSEC 1000000ull
#define DISPATCH_QUEUE_PRIORITY_DEFAULT 0
dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, void (^block)(void));
dispatch_queue_t dispatch_get_global_queue(long identifier, unsigned long flags);

NS_ASSUME_NONNULL_END
