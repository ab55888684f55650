import KeyedArchive

/// Ordinary values real apps keep in their preserved state, under the keys they keep them
/// under: none is private, and a privacy scan should leave all of them alone (issue 47's
/// measure of false alarms). Written after what the apps and services named write: UIKit's
/// own classes and keys, Swift's mangled class names, storyboard identifiers, Settings-style
/// preferences (`passwordRules` is Safari's and iOS's password-rules syntax), counters,
/// geometry (`NSStringFromCGRect`), localized text in the languages apps ship, and the public
/// ids of the services apps call (Stripe's object ids and publishable test key from its API
/// reference, Google Maps place ids, YouTube channel and playlist ids, Spotify and Apple Music
/// ids, a Sentry DSN's public key), cache keys' hashes, build numbers and versions.
public enum OrdinaryStateValues {
    public struct Value: Sendable {
        public var key: String
        public var value: ArchiveValue
        public var kind: String
    }

    static func text(_ key: String, _ value: String, _ kind: String) -> Value { Value(key: key, value: .stored(.string(value)), kind: kind) }
    static func int(_ key: String, _ value: Int, _ kind: String) -> Value { Value(key: key, value: .inline(.integer(Int128(value))), kind: kind) }
    static func real(_ key: String, _ value: Double, _ kind: String) -> Value { Value(key: key, value: .inline(.real64(value)), kind: kind) }
    static func float(_ key: String, _ value: Float, _ kind: String) -> Value { Value(key: key, value: .inline(.real32(value)), kind: kind) }
    static func flag(_ key: String, _ value: Bool, _ kind: String) -> Value { Value(key: key, value: .inline(.bool(value)), kind: kind) }

    public static let values: [Value] = classNames + settings + counters + geometry + localizedText + publicIDs + hashes + versions + dates + interface
        + lookups

    /// Issue 55's ordinary values: hashes used as keys and cursors, ids a protocol writes
    /// (ETags, Message-IDs, scene sessions'), names of what shows a secret (an SF Symbol under
    /// `passwordSymbol`), and look-alikes of its new kinds (a key's last word, a number after
    /// an ordinary word, base58 that fails its checksum, a long number of another kind).
    static let lookups: [Value] = [
        text("ETag", "\"4fd7280c099bb0abb068fd42de4a994d2b43c7a9\"", "etag"),
        text("lastResponseHeaders", "ETag: W/\"e60d01124dc7c6403eee4770b0bbd022\"", "etag"),
        text("ifNoneMatch", "If-None-Match: \"108e2e12cfb2657452660f6145ef52b0\"", "etag"),
        text("cachedImagePath", "/var/mobile/Containers/Data/Application/77D92810-6E0B-4BCF-8F0C-5AFD08D50F91/Library/Caches/images/2a1ddcca67561134fbb6fe1eba3c1418.jpg",
             "cache file"),
        text("posterFile", "108e2e12cfb2657452660f6145ef52b0.png", "cache file"),
        text("downloadFolder", "~/Library/Caches/Downloads/7ed818cc91675d27529b666e7538b72508fed20c/", "cache file"),
        text("thumbnailKey", "7ed818cc91675d27529b666e7538b72508fed20c", "thumbnail key"),
        text("avatarKey", "abbc989ad370936858f9579e7a8924797bbd7ba1", "thumbnail key"),
        text("imageStorageKey", "0e03e201b2587343b22e6095d1523c36d8c4f0cd087889e44a238ae64c38ef6a", "thumbnail key"),
        text("idempotencyKey", "R2xSiymtL-NmdVpQDx5cXT7soqgPyzzY", "thumbnail key"),
        text("endCursor", "YXJyYXljb25uZWN0aW9uOjExODc=", "cursor"),
        text("after", "Y3Vyc29yOnYyOj5uxVNwDcbtsQ==", "cursor"),
        text("feedPosition", "Y3Vyc29yOnYxOsVdZ_h1pHT6AQLXug", "cursor"),
        text("nextOffset", "b2Zmc2V0OjI0MA==", "cursor"),
        text("productGlobalID", "Z2lkOi8vc2hvcGlmeS9Qcm9kdWN0Lzc5ODIzNDUxMjc=", "cursor"),
        text("messageID", "<CAH7wq2LmP9xR4tZ1vN8bK3yJ6dF0sQ5hG@mail.gmail.com>", "message id"),
        text("threadHeader", "In-Reply-To: <20261127101530.5db3e2a1f09c@mx.example.com>", "message id"),
        text("threadReference", "<6f1c2a3b-4d5e-4f60-8172-93a4b5c6d7e8@example.com>", "message id"),
        text("passwordSymbol", "key.horizontal.fill", "symbol"),
        text("phoneSymbol", "phone.circle.fill", "symbol"),
        text("cardSymbol", "creditcard.fill", "symbol"),
        text("tokenIcon", "bitcoinsign.circle", "symbol"),
        text("passcodeImage", "lock.rectangle.stack", "symbol"),
        text("sceneSessionIdentifier", "UISceneSession-77D92810-6E0B-4BCF-8F0C-5AFD08D50F91", "scene session"),
        text("sceneSessionID", "461A2E23-F6D9-4FB8-9D95-E38433E4BD0E", "scene session"),
        text("sessionIdentifier", "461A2E23-F6D9-4FB8-9D95-E38433E4BD0E", "scene session"),
        text("backgroundSessionIdentifier", "com.example.app.background-download", "scene session"),
        text("workoutSessionID", "8C1D2E3F-4A5B-4C6D-8E7F-901A2B3C4D5E", "scene session"),
        text("pairedPhone", "Ana's iPhone", "device"),
        text("phoneModel", "iPhone15,2", "device"),
        text("phone", "iPhone 15 Pro", "device"),
        text("legacyDefaultsKey", "1stGenerationAppleTVRemoteSetting", "look-alike"),
        text("isbn", "978-3-16-148410-0", "look-alike"),
        text("barcode", "4006381333931", "look-alike"),
        text("accountStatus", "Account 2 of 5 synced", "look-alike"),
        text("routingHint", "Routing via gateway 12, 3 hops", "look-alike"),
        text("patientCount", "Patient 3 of 12", "look-alike"),
        text("chartTitle", "Chart 2026-11", "look-alike"),
        text("patientListTitle", "Patient visits 2026-11-27", "look-alike"),
        text("buildLog", "ABA build 20261127 finished", "look-alike"),
        text("hexColorList", "#ff8800 #00ff88 #8800ff #112233", "look-alike"),
        text("emoji", "👍🏽", "look-alike"),
        text("shareMessage", "Join me on Wallet!", "look-alike"),
        text("plateStyle", "European", "look-alike"),
        text("referenceCode", "X7K9P2", "look-alike"),
    ]

    static let classNames: [Value] = [
        text("kUIStateRestorationClassNameKey", "_TtC6Wallet24CardDetailViewController", "class name"),
        text("className", "Wallet.CardDetailViewController", "class name"),
        text("restorationClass", "_TtC13SecretsKeeper26PasswordListViewController", "class name"),
        text("controllerClass", "PaymentSheetViewController", "class name"),
        text("viewClass", "STPPaymentCardTextField", "class name"),
        text("buttonClass", "ASAuthorizationAppleIDButton", "class name"),
        text("pickerClass", "PHPickerViewController", "class name"),
        text("mapClass", "MKMapView", "class name"),
        text("containerClass", "UISplitViewController", "class name"),
        text("storyboardIdentifier", "LoginViewControllerID", "storyboard id"),
        text("segueIdentifier", "showPasswordResetSegue", "storyboard id"),
        text("cellReuseIdentifier", "TokenListCell", "storyboard id"),
        text("reuseIdentifier", "PasswordFieldCell", "storyboard id"),
        text("bannerIdentifier", "cookieConsentBanner", "storyboard id"),
        text("navigationIdentifier", "authFlowNavigation", "storyboard id"),
        text("alertIdentifier", "SessionExpiredAlert", "storyboard id"),
        text("UIStateRestorationViewControllerStoryboard", "Main", "storyboard id"),
        text("sceneConfiguration", "Default Configuration", "storyboard id"),
        text("activityType", "com.example.wallet.viewCard", "bundle id"),
        text("bundleIdentifier", "com.example.SecretsKeeper2", "bundle id"),
    ]

    static let settings: [Value] = [
        text("passwordRules", "minlength: 8; required: lower; required: upper; required: digit; allowed: [-().&@?'#,/&quot;+];", "setting"),
        flag("passwordAutofillEnabled", true, "setting"),
        int("cookiePolicy", 2, "setting"),
        int("cookieAcceptPolicy", 0, "setting"),
        int("authorizationStatus", 3, "setting"),
        text("tokenType", "Bearer", "setting"),
        int("sessionTimeout", 900, "setting"),
        int("passcodeLength", 6, "setting"),
        int("passwordMinLength", 8, "setting"),
        int("maxLoginAttempts", 5, "setting"),
        int("otpDigits", 6, "setting"),
        int("otpPeriod", 30, "setting"),
        text("otpAlgorithm", "SHA1", "setting"),
        text("biometryType", "faceID", "setting"),
        text("authProvider", "apple", "setting"),
        flag("secretNotesEnabled", true, "setting"),
        int("credentialState", 1, "setting"),
        text("passwordStrength", "strong", "setting"),
        int("pinRetriesLeft", 3, "setting"),
        flag("cvvRequired", true, "setting"),
        text("apiKeyHint", "Find it in Settings › Developer", "setting"),
        text("authorizationScope", "read write", "setting"),
        text("sessionState", "active", "setting"),
        flag("rememberPassword", false, "setting"),
        text("cookieDomain", ".example.com", "setting"),
        text("tokenEndpoint", "https://auth.example.com/oauth/token", "setting"),
        text("passwordResetURL", "https://example.com/account/reset", "setting"),
    ]

    static let counters: [Value] = [
        int("tokenCount", 12, "counter"),
        int("sessionCount", 42, "counter"),
        int("badgeCount", 7, "counter"),
        int("unreadCount", 132, "counter"),
        int("selectedIndex", 2, "counter"),
        int("pageNumber", 12, "counter"),
        int("itemCount", 250, "counter"),
        int("launchCount", 88, "counter"),
        int("reviewPromptCount", 2, "counter"),
        int("stepGoal", 10_000, "counter"),
        int("cookieCount", 9, "counter"),
        int("authAttempts", 1, "counter"),
        int("lastSyncTimestamp", 1_764_172_800, "counter"),
        int("lastOpenedMillis", 1_764_172_800_123, "counter"),
        int("orderNumber", 4_000_123_456_789_017, "counter"),
        text("invoiceNumber", "4532 0151 1283 0366", "counter"),
        text("trackingNumber", "9400 1000 0000 0000 0000 00", "counter"),
        int("tweetID", 1_729_000_000_000_000_000, "counter"),
        int("fileSize", 4_194_304, "counter"),
        real("playbackPosition", 3725.4, "counter"),
    ]

    static let geometry: [Value] = [
        text("frame", "{{0, 0}, {390, 844}}", "geometry"),
        text("contentInset", "{0, 16, 34, 16}", "geometry"),
        text("center", "{195, 422}", "geometry"),
        real("scrollOffsetY", 412.5, "geometry"),
        real("zoomScale", 1.75, "geometry"),
        real("zoomLevel", 14.2, "geometry"),
        real("mapSpanLatitudeDelta", 0.05, "geometry"),
        real("rowHeight", 44, "geometry"),
        real("fontSize", 17, "geometry"),
        real("cornerRadius", 12, "geometry"),
        real("progress", 0.62, "geometry"),
        float("volume", 0.8, "geometry"),
        real("temperature", 21.5, "geometry"),
        real("mapCenterLatitude", 51.51, "geometry"),
        real("longitude", Double(Float(-0.13)), "geometry"),
        real("latitude", Double(Float(48.85)), "geometry"),
        text("NSWindowFrame", "160 260 640 480 0 0 1512 944 ", "geometry"),
        text("splitViewFractions", "0.3333, 0.6667", "geometry"),
        text("region", "{51.51, -0.13}", "geometry"),
        text("sizeClass", "regular", "geometry"),
    ]

    static let localizedText: [Value] = [
        text("title", "Bonjour, comment ça va ?", "localized text"),
        text("forgotPasswordTitle", "Passwort vergessen?", "localized text"),
        text("buttonTitle", "Mot de passe oublié ?", "localized text"),
        text("linkTitle", "¿Olvidaste tu contraseña?", "localized text"),
        text("label", "パスワードをお忘れですか？", "localized text"),
        text("subtitle", "Забыли пароль?", "localized text"),
        text("signInTitle", "Sign in with Apple", "localized text"),
        text("errorMessage", "Your session expired. Please sign in again.", "localized text"),
        text("promptTitle", "Enter the 6-digit code we sent you", "localized text"),
        text("statusLabel", "Token refreshed", "localized text"),
        text("bannerTitle", "Cookies help us deliver our services.", "localized text"),
        text("actionTitle", "Add to cart", "localized text"),
        text("caption", "Free shipping on orders over £50", "localized text"),
        text("streetName", "Baker Street", "localized text"),
        text("street", "Hauptstraße", "localized text"),
        text("shippingStreet", "Rue de Rivoli", "localized text"),
        text("deliveryWindow", "Delivery between 9:00 and 17:00", "localized text"),
        text("footerCaption", "© 2026 Example Ltd.", "localized text"),
        text("summary", "3 new messages", "localized text"),
        text("updatedLabel", "Updated 5 min ago", "localized text"),
        text("timeLabel", "Today at 14:02", "localized text"),
        text("settingsTitle", "Wi-Fi", "localized text"),
        text("hintLabel", "Password must contain 8 characters", "localized text"),
        text("chapterTitle", "Chapter 12: Road to Rome", "localized text"),
        text("priceLabel", "£12.99", "localized text"),
        text("city", "München", "localized text"),
    ]

    static let publicIDs: [Value] = [
        text("paymentIntentID", "pi_3MtwBwLkdIwHu7ix28a3tqPa", "public id"),
        text("lastPaymentIntent", "pi_3MtwBwLkdIwHu7ix28a3tqPa", "public id"),
        text("customer", "cus_NffrFeUfNV2Hib", "public id"),
        text("paymentMethod", "pm_1MqLiJLkdIwHu7ixUEgbFdYF", "public id"),
        text("product", "prod_NWjs8kKbJWmuuc", "public id"),
        text("price", "price_1MoBy5LkdIwHu7ixZhnattbh", "public id"),
        text("charge", "ch_3MmlLrLkdIwHu7ix0snN0B15", "public id"),
        text("publishableKey", "pk_test_TYooMQauvdEDq54NiTphI7jx", "public id"),
        text("placeID", "ChIJN1t_tDeuEmsRUsoyG83frY4", "public id"),
        text("destination", "ChIJgUbEo8cfqokR5lP9_Wh_DaM", "public id"),
        text("channel", "UCBR8-60-B28hp2BmDPdntcQ", "public id"),
        text("playlist", "PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI", "public id"),
        text("video", "dQw4w9WgXcQ", "public id"),
        text("spotifyURI", "spotify:playlist:37i9dQZF1DXcBWIGoYBM5M", "public id"),
        text("appleMusicPlaylist", "pl.f4d106fed2bd41149aaacabb233eb5eb", "public id"),
        text("documentPath", "users/5xY7mZ2qR9tB1wK4nL8c/notes/Qm8vTg3pLs", "public id"),
        text("measurementID", "G-XYZ1234567", "public id"),
        text("sentryDSN", "https://e3b0c44298fc1c149afbf4c8996fb924@o450000.ingest.sentry.io/5555555", "public id"),
        text("mapboxStyle", "mapbox://styles/mapbox/streets-v12", "public id"),
        text("repository", "apple/swift-collections", "public id"),
        text("package", "@stripe/stripe-js", "public id"),
        text("awsRegion", "us-east-1", "public id"),
        text("imageURL", "https://images.example-cdn.com/p/8b1a9953c4611296a827abf8c47804d7/640x480.jpg", "public id"),
        text("appStoreURL", "https://apps.apple.com/app/id1234567890", "public id"),
        text("notificationCategory", "MEETING_INVITATION", "public id"),
    ]

    static let hashes: [Value] = [
        text("imageCacheKey", "3f786850e387550fdab836ed7e6dc881de23001b", "hash"),
        text("cacheKey", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=", "hash"),
        text("etag", "\"33a64df551425fcc55e4d42a148795d9f25f89d4\"", "hash"),
        text("contentHash", "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=", "hash"),
        text("thumbnailCacheKey", "c4ca4238a0b923820dcc509a6f75849b", "hash"),
        text("integrity", "sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC", "hash"),
        text("diskCachePath", "Library/Caches/com.example.images/7d793037a0760186574b0282f2f435e7", "hash"),
        text("blurHash", "LEHV6nWB2yk8pyo0adR*.7kCMdnj", "hash"),
        text("commitHash", "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3", "hash"),
        text("layerDigest", "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "hash"),
    ]

    static let versions: [Value] = [
        text("CFBundleVersion", "3.14.2.100", "version"),
        text("buildNumber", "2026.11.27.1", "version"),
        text("appVersion", "3.14.2", "version"),
        text("osVersion", "17.2.1", "version"),
        text("sdkBuild", "21C52", "version"),
        text("aboutText", "Version 3.14.2.100 (iOS 17.2)", "version"),
        text("firmwareVersion", "10.3.1.22", "version"),
        text("build", "3.14.2.100", "version"),
        text("engine", "WebKit/618.1.15.10.15", "version"),
        text("userAgent", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1", "version"),
    ]

    static let dates: [Value] = [
        text("updatedAt", "2026-11-27T09:14:00Z", "date"),
        text("createdAt", "2026-11-26 17:14:33 +0000", "date"),
        Value(key: "lastBackupDate", value: .stored(.date(786_000_000)), kind: "date"),
        Value(key: "tokenExpiry", value: .stored(.date(817_000_000)), kind: "date"),
        Value(key: "tokenIssuedAt", value: .stored(.date(816_000_000)), kind: "date"),
        real("sessionStart", 786_000_000.25, "date"),
        text("dueDate", "12/03/2027", "date"),
        text("releaseNote", "Released on 12 March 2024", "date"),
        flag("birthdayReminderEnabled", true, "date"),
        text("calendarEvent", "Sprint review 2026-12-01 10:00", "date"),
    ]

    static let interface: [Value] = [
        text("helpURL", "https://www.example.com/help/restore?lang=en", "interface"),
        text("deepLink", "myapp://item/42?source=widget", "interface"),
        text("objectURI", "x-coredata://6F1C2A3B-4D5E-4F60-8172-93A4B5C6D7E8/Note/p12", "interface"),
        text("selectedTab", "favorites", "interface"),
        text("searchScope", "all", "interface"),
        text("sortOrder", "dateDesc", "interface"),
        text("theme", "dark", "interface"),
        text("locale", "en_GB", "interface"),
        text("timeZone", "Europe/London", "interface"),
        text("currency", "GBP", "interface"),
        text("tintColor", "#FF8800", "interface"),
        text("symbolName", "lock.shield.fill", "interface"),
        text("accessibilityIdentifier", "passwordField", "interface"),
        text("documentID", "6F1C2A3B-4D5E-4F60-8172-93A4B5C6D7E8", "interface"),
        text("webViewURL", "https://example.com/search?q=swift%20state%20restoration&page=2", "interface"),
        text("scrollAnchor", "section-3-row-14", "interface"),
        text("lastQueryKind", "recent", "interface"),
        text("pushTopic", "com.example.wallet.voip", "interface"),
        text("font", "SFProText-Semibold", "interface"),
        text("appGroup", "group.com.example.wallet", "interface"),
        text("keychainService", "com.example.wallet.credentials", "interface"),
        text("keychainAccessGroup", "ABCDE12345.com.example.shared", "interface"),
    ]
}
