// `@tiffin/ui/gallery`: the component gallery, kept out of the package's main entry so that no
// storefront chunk carries it (only the development build's /dev/ui route imports it).
export type { ComponentGalleryProps, GalleryDirection, GalleryTheme } from "./component-gallery";
export { ComponentGallery } from "./component-gallery";
export type { GalleryStory } from "./gallery-stories";
export { galleryStories } from "./gallery-stories";
