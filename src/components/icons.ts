/**
 * The icons the site uses, each imported from its own module of lucide-react. The package's index names all 1,600 of
 * its icons: importing from it had the client bundle transform every one of them (2,477 modules against 466) and
 * each renderer load its 1.3 MB CommonJS build. Components import icons from here; Biome refuses an import of the
 * index (biome.jsonc). An icon a data file names is also listed in ./Icon.tsx. On the server each module is drawn by
 * ./icon-svg.tsx instead (scripts/build/server-icons.ts). Where lucide renamed an icon, its old name's module only
 * points to the new one's, which holds the drawing.
 */
import type Phone from 'lucide-react/icons/phone';

/** The type of any icon component. */
export type LucideIcon = typeof Phone;

export { default as Armchair } from 'lucide-react/icons/armchair';
export { default as ArrowLeft } from 'lucide-react/icons/arrow-left';
export { default as ArrowRight } from 'lucide-react/icons/arrow-right';
export { default as Award } from 'lucide-react/icons/award';
export { default as BadgeCheck } from 'lucide-react/icons/badge-check';
export { default as Bath } from 'lucide-react/icons/bath';
export { default as Blinds } from 'lucide-react/icons/blinds';
export { default as BookOpen } from 'lucide-react/icons/book-open';
export { default as Brush } from 'lucide-react/icons/brush';
export { default as Building2 } from 'lucide-react/icons/building-complex';
export { default as CalendarCheck } from 'lucide-react/icons/calendar-check';
export { default as CalendarDays } from 'lucide-react/icons/calendar-days';
export { default as Check } from 'lucide-react/icons/check';
export { default as ChevronDown } from 'lucide-react/icons/chevron-down';
export { default as ChevronLeft } from 'lucide-react/icons/chevron-left';
export { default as ChevronRight } from 'lucide-react/icons/chevron-right';
export { default as CircleCheck } from 'lucide-react/icons/circle-check';
export { default as ClipboardCheck } from 'lucide-react/icons/clipboard-check';
export { default as ClipboardList } from 'lucide-react/icons/clipboard-list';
export { default as Clock } from 'lucide-react/icons/clock';
export { default as CookingPot } from 'lucide-react/icons/cooking-pot';
export { default as DollarSign } from 'lucide-react/icons/dollar-sign';
export { default as DoorOpen } from 'lucide-react/icons/door-open';
export { default as Drill } from 'lucide-react/icons/drill';
export { default as Droplet } from 'lucide-react/icons/droplet';
export { default as Droplets } from 'lucide-react/icons/droplets';
export { default as Expand } from 'lucide-react/icons/expand';
export { default as Fence } from 'lucide-react/icons/fence';
export { default as FileText } from 'lucide-react/icons/file-text';
export { default as Frame } from 'lucide-react/icons/frame';
export { default as GraduationCap } from 'lucide-react/icons/graduation-cap';
export { default as Grid3x3 } from 'lucide-react/icons/grid-3x3';
export { default as Hammer } from 'lucide-react/icons/hammer';
export { default as Handshake } from 'lucide-react/icons/handshake';
export { default as HardHat } from 'lucide-react/icons/hard-hat';
export { default as HeartHandshake } from 'lucide-react/icons/heart-handshake';
export { default as House } from 'lucide-react/icons/house';
export { default as Layers } from 'lucide-react/icons/layers';
export { default as LayoutGrid } from 'lucide-react/icons/layout-grid';
export { default as Leaf } from 'lucide-react/icons/leaf';
export { default as Lightbulb } from 'lucide-react/icons/lightbulb';
export { default as ListChecks } from 'lucide-react/icons/list-checks';
export { default as LoaderCircle } from 'lucide-react/icons/loader-circle';
export { default as Lock } from 'lucide-react/icons/lock';
export { default as Mail } from 'lucide-react/icons/mail';
export { default as MapPin } from 'lucide-react/icons/map-pin';
export { default as Menu } from 'lucide-react/icons/menu';
export { default as MessageSquare } from 'lucide-react/icons/message-square';
export { default as Package } from 'lucide-react/icons/package';
export { default as PaintRoller } from 'lucide-react/icons/paint-roller';
export { default as Paintbrush } from 'lucide-react/icons/paintbrush';
export { default as Palette } from 'lucide-react/icons/palette';
export { default as Pause } from 'lucide-react/icons/pause';
export { default as PencilRuler } from 'lucide-react/icons/pencil-ruler';
export { default as Phone } from 'lucide-react/icons/phone';
export { default as Plug } from 'lucide-react/icons/plug';
export { default as Plus } from 'lucide-react/icons/plus';
export { default as Quote } from 'lucide-react/icons/quote';
export { default as Ruler } from 'lucide-react/icons/ruler';
export { default as Search } from 'lucide-react/icons/search';
export { default as ShieldCheck } from 'lucide-react/icons/shield-check';
export { default as Siren } from 'lucide-react/icons/siren';
export { default as Smartphone } from 'lucide-react/icons/smartphone';
export { default as Sofa } from 'lucide-react/icons/sofa';
export { default as Sparkles } from 'lucide-react/icons/sparkles';
export { default as SprayCan } from 'lucide-react/icons/spray-can';
export { default as Star } from 'lucide-react/icons/star';
export { default as Sun } from 'lucide-react/icons/sun';
export { default as Tag } from 'lucide-react/icons/tag';
export { default as ThumbsUp } from 'lucide-react/icons/thumbs-up';
export { default as Timer } from 'lucide-react/icons/timer';
export { default as Truck } from 'lucide-react/icons/truck';
export { default as Tv } from 'lucide-react/icons/tv';
export { default as Users } from 'lucide-react/icons/users';
export { default as Wallpaper } from 'lucide-react/icons/wallpaper';
export { default as Waves } from 'lucide-react/icons/waves-horizontal';
export { default as Wind } from 'lucide-react/icons/wind';
export { default as Wrench } from 'lucide-react/icons/wrench';
export { default as X } from 'lucide-react/icons/x';
export { default as Zap } from 'lucide-react/icons/zap';
