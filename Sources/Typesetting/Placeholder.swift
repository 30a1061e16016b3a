import Raster
/// Placeholder until typesetting lands.
enum TypesettingPlaceholder {}
