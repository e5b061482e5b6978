import Foundation

/// Small `project.pbxproj` texts, each showing the features one suite tests.
enum XcodeProjectFixtures {
  /// Classic groups and build phases: an iOS app, its unit tests and a tvOS app.
  static let classic = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      classes = {
      };
      objectVersion = 56;
      objects = {

    /* Begin PBXBuildFile section */
        B1 /* AppMain.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* AppMain.swift */; };
        B2 /* Home View.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Home View.swift */; };
        B3 /* Item.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* Item.swift */; };
        B4 /* AppTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F4 /* AppTests.swift */; };
        B5 /* Strings.swift in Sources */ = {isa = PBXBuildFile; fileRef = F5 /* Strings.swift */; };
        B6 /* TVMain.swift in Sources */ = {isa = PBXBuildFile; fileRef = F6 /* TVMain.swift */; };
        B7 /* Logger.swift in Sources */ = {isa = PBXBuildFile; fileRef = F7 /* Logger.swift */; };
        B8 /* Localized.swift in Sources */ = {isa = PBXBuildFile; fileRef = V1 /* Localized.swift */; };
        B9 /* Bridge.m in Sources */ = {isa = PBXBuildFile; fileRef = F9 /* Bridge.m */; };
        B10 /* TVMain.swift in Resources */ = {isa = PBXBuildFile; fileRef = F6 /* TVMain.swift */; };
        B11 /* Package product */ = {isa = PBXBuildFile; productRef = X9 /* Markdown */; };
        B12 /* Product.swift in Sources */ = {isa = PBXBuildFile; fileRef = F8 /* Product.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
        F1 /* AppMain.swift */ = {
          isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppMain.swift; sourceTree = "<group>";
        };
        F2 /* Home View.swift */ = {
          isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Home View.swift";
          sourceTree = "<group>";
        };
        F3 /* Item.swift */ = {isa = PBXFileReference; path = Item.swift; sourceTree = "<group>"; };
        F4 /* AppTests.swift */ = {isa = PBXFileReference; path = AppTests.swift; sourceTree = "<group>"; };
        F5 /* Strings.swift */ = {
          isa = PBXFileReference; name = Strings.swift; path = Generated/Strings.swift; sourceTree = SOURCE_ROOT;
        };
        F6 /* TVMain.swift */ = {isa = PBXFileReference; path = TVMain.swift; sourceTree = "<group>"; };
        F7 /* Logger.swift */ = {
          isa = PBXFileReference; path = /opt/shared/../shared/Logger.swift; sourceTree = "<absolute>";
        };
        F8 /* Product.swift */ = {isa = PBXFileReference; path = Product.swift; sourceTree = BUILT_PRODUCTS_DIR; };
        F9 /* Bridge.m */ = {isa = PBXFileReference; path = Bridge.m; sourceTree = "<group>"; };
        F10 /* Base */ = {
          isa = PBXFileReference; name = Base; path = Base.lproj/Localized.swift; sourceTree = "<group>";
        };
        F11 /* App.app */ = {
          isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app;
          sourceTree = BUILT_PRODUCTS_DIR;
        };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
        G0 = {
          isa = PBXGroup;
          children = (
            G1 /* App */,
            G2 /* Deep */,
            G3 /* TV */,
            G4 /* AppTests */,
            F5 /* Strings.swift */,
            F7 /* Logger.swift */,
            F8 /* Product.swift */,
            F11 /* App.app */,
          );
          sourceTree = "<group>";
        };
        G1 /* App */ = {isa = PBXGroup; children = (F1, G1a, V1, F9, ); path = App; sourceTree = "<group>"; };
        G1a /* Views */ = {isa = PBXGroup; children = (F2, ); name = Views; sourceTree = "<group>"; };
        G2 /* Deep */ = {isa = PBXGroup; children = (G2a, ); path = Modules/Deep; sourceTree = "<group>"; };
        G2a /* Models */ = {
          isa = PBXGroup; children = (F3, ); path = "../../Shared/./Models"; sourceTree = "<group>";
        };
        G3 /* TV */ = {isa = PBXGroup; children = (F6, ); path = TV; sourceTree = "<group>"; };
        G4 /* AppTests */ = {isa = PBXGroup; children = (F4, ); path = AppTests; sourceTree = "<group>"; };
    /* End PBXGroup section */

    /* Begin PBXVariantGroup section */
        V1 /* Localized.swift */ = {
          isa = PBXVariantGroup; children = (F10, ); name = Localized.swift; sourceTree = "<group>";
        };
    /* End PBXVariantGroup section */

    /* Begin PBXNativeTarget section */
        T1 /* App */ = {
          isa = PBXNativeTarget;
          buildConfigurationList = L1;
          buildPhases = (S1 /* Sources */, R1 /* Resources */, );
          name = App;
          productName = App;
          productReference = F11 /* App.app */;
          productType = "com.apple.product-type.application";
        };
        T2 /* AppTests */ = {
          isa = PBXNativeTarget;
          buildConfigurationList = L2;
          buildPhases = (S2, );
          name = AppTests;
          productType = "com.apple.product-type.bundle.unit-test";
        };
        T3 /* TVApp */ = {
          isa = PBXNativeTarget;
          buildConfigurationList = L3;
          buildPhases = (S3, MISSING, );
          name = TVApp;
          productType = "com.apple.product-type.application";
        };
    /* End PBXNativeTarget section */

        T4 /* Lint */ = {isa = PBXAggregateTarget; buildPhases = (); name = Lint; };
        X1 = {isa = PBXFutureThing; children = "not a list"; path = 12; };

    /* Begin PBXProject section */
        P0 /* Project object */ = {
          isa = PBXProject;
          buildConfigurationList = LP;
          mainGroup = G0;
          projectDirPath = "";
          projectRoot = "";
          targets = (T1, T2, T3, T4, );
        };
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
        S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B5, B8, B9, B11, B12, ); };
        S2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B4, ); };
        S3 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B6, B7, B3, ); };
        R1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B10, ); };
    /* End PBXSourcesBuildPhase section */

    /* Begin XCBuildConfiguration section */
        PD /* Debug */ = {
          isa = XCBuildConfiguration;
          buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 17.0;
            MACOSX_DEPLOYMENT_TARGET = 14.0;
            SDKROOT = iphoneos;
          };
          name = Debug;
        };
        PR /* Release */ = {
          isa = XCBuildConfiguration;
          buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 17.0;
            SDKROOT = iphoneos;
          };
          name = Release;
        };
        D1 /* Debug */ = {
          isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; name = Debug;
        };
        R1c /* Release */ = {
          isa = XCBuildConfiguration;
          buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = "$(inherited)"; PRODUCT_NAME = "$(TARGET_NAME)"; };
          name = Release;
        };
        D2 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
        R2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
        D3 /* Debug */ = {
          isa = XCBuildConfiguration;
          buildSettings = {
            SDKROOT = appletvos;
            TVOS_DEPLOYMENT_TARGET = 17.2;
            "TVOS_DEPLOYMENT_TARGET[sdk=appletvsimulator*]" = 17.1;
          };
          name = Debug;
        };
        R3 /* Release */ = {
          isa = XCBuildConfiguration;
          buildSettings = {SDKROOT = appletvos; TVOS_DEPLOYMENT_TARGET = "17.10"; };
          name = Release;
        };
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
        LP = {isa = XCConfigurationList; buildConfigurations = (PD, PR, ); defaultConfigurationName = Release; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (D1, R1c, ); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (D2, R2, ); };
        L3 = {isa = XCConfigurationList; buildConfigurations = (D3, R3, ); };
    /* End XCConfigurationList section */
      };
      rootObject = P0 /* Project object */;
    }
    """

  /// Xcode 16 synchronized folders: one at the top, one inside a group, with exception sets.
  static let synchronized = """
    // !$*UTF8*$!
    {
      objects = {
        P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); buildConfigurationList = LP; };
        G0 = {isa = PBXGroup; children = (S1, G1, ); sourceTree = "<group>"; };
        G1 /* Features */ = {isa = PBXGroup; children = (S2, ); path = Features; sourceTree = "<group>"; };
        S1 /* App */ = {
          isa = PBXFileSystemSynchronizedRootGroup;
          exceptions = (E1 /* Exceptions for "App" folder in "App" target */, E2, E3, );
          explicitFileTypes = {};
          explicitFolders = ();
          path = App;
          sourceTree = "<group>";
        };
        S2 /* Widgets */ = {
          isa = PBXFileSystemSynchronizedRootGroup;
          explicitFolders = (Resources/Bundle, );
          path = Widgets;
          sourceTree = "<group>";
        };
        E1 = {
          isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
          membershipExceptions = (Info.plist, Legacy/Old.swift, "Preview Content", );
          target = T1 /* App */;
        };
        E2 = {
          isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
          membershipExceptions = (Shared/Formatter.swift, Shared/Colors.xcassets, );
          target = T2 /* Widget */;
        };
        E3 = {
          isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet;
          buildPhase = H1;
          membershipExceptions = (Header.h, );
        };
        T1 /* App */ = {
          isa = PBXNativeTarget;
          buildPhases = ();
          fileSystemSynchronizedGroups = (S1 /* App */, );
          name = App;
          productType = "com.apple.product-type.application";
        };
        T2 /* Widget */ = {
          isa = PBXNativeTarget;
          buildPhases = ();
          fileSystemSynchronizedGroups = (S2 /* Widgets */, );
          name = Widget;
          productType = "com.apple.product-type.app-extension";
        };
        LP = {isa = XCConfigurationList; buildConfigurations = (PD, ); };
        PD = {
          isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0; };
          name = Debug;
        };
      };
      rootObject = P0;
    }
    """

  /// A project whose configurations take settings from `.xcconfig` files under `Config/`.
  static let configured = """
    // !$*UTF8*$!
    {
      objects = {
        P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, ); buildConfigurationList = LP; };
        G0 = {isa = PBXGroup; children = (G1, S1, ); sourceTree = "<group>"; };
        G1 /* Config */ = {isa = PBXGroup; children = (C1, C2, C3, ); path = Config; sourceTree = "<group>"; };
        C1 /* Base.xcconfig */ = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
        C2 /* Project.xcconfig */ = {isa = PBXFileReference; path = Project.xcconfig; sourceTree = "<group>"; };
        C3 /* Missing.xcconfig */ = {isa = PBXFileReference; path = Missing.xcconfig; sourceTree = "<group>"; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = Overriding; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = Plain; };
        LP = {isa = XCConfigurationList; buildConfigurations = (PD, PR, ); };
        PD = {isa = XCBuildConfiguration; baseConfigurationReference = C2; buildSettings = {}; name = Debug; };
        PR = {isa = XCBuildConfiguration; baseConfigurationReference = C3; buildSettings = {}; name = Release; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (D1, R1, ); };
        D1 = {
          isa = XCBuildConfiguration;
          baseConfigurationReference = C1 /* Base.xcconfig */;
          buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; };
          name = Debug;
        };
        R1 = {
          isa = XCBuildConfiguration;
          baseConfigurationReference = C1 /* Base.xcconfig */;
          buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.2; };
          name = Release;
        };
        L2 = {isa = XCConfigurationList; buildConfigurations = (D2, ); };
        S1 /* Settings */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Settings; sourceTree = "<group>"; };
        T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); name = Anchored; };
        L3 = {isa = XCConfigurationList; buildConfigurations = (D3, ); };
        D3 = {
          isa = XCBuildConfiguration;
          baseConfigurationReferenceAnchor = S1 /* Settings */;
          baseConfigurationReferenceRelativePath = Targets/Anchored.xcconfig;
          buildSettings = {};
          name = Debug;
        };
        D2 = {isa = XCBuildConfiguration; baseConfigurationReference = C1; buildSettings = {}; name = Debug; };
      };
      rootObject = P0;
    }
    """

  /// The `.xcconfig` files `configured` names, by path under the project folder.
  static let configurationFiles: [String: String] = [
    "Config/Base.xcconfig": """
    // Settings shared by every target
    #include "Common/Platforms.xcconfig"
    #include? "Optional.xcconfig"
    #include "Base.xcconfig"
    IPHONEOS_DEPLOYMENT_TARGET = 15.0 // the lowest we support
    WEBSITE = https:/$()/example.com;
    """,
    "Config/Common/Platforms.xcconfig": """
    SUPPORTED_PLATFORMS = iphoneos iphonesimulator appletvos appletvsimulator
    #include "../Base.xcconfig"
    TVOS_DEPLOYMENT_TARGET[sdk=appletvos*] = 16.1
    TVOS_DEPLOYMENT_TARGET = 17.0
    """,
    "Settings/Targets/Anchored.xcconfig": """
    SDKROOT = macosx
    MACOSX_DEPLOYMENT_TARGET = 13.5
    """,
    "Config/Project.xcconfig": """
    SDKROOT = iphoneos
    WATCHOS_DEPLOYMENT_TARGET = 9.0
    IPHONEOS_DEPLOYMENT_TARGET = 14.0
    """,
  ]
}
