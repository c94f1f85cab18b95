"""Turn a rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(163)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper on a darker desk, rotated ~2 degrees
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# vignette / uneven lighting
mask = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (i / 40))
    d.ellipse([-bg.width * 0.3 + i * 12, -bg.height * 0.2 + i * 14,
               bg.width * 1.2 - i * 12, bg.height * 1.25 - i * 14], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", bg.size, (40, 36, 30))
bg = Image.composite(bg, Image.blend(bg, dark, 0.45), mask)
# warm tint, slight blur, noise
r, g, b = bg.split()
bg = Image.merge("RGB", (r.point(lambda x: min(255, x + 6)), g, b.point(lambda x: max(0, x - 10))))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = ImageChops.add(bg, noise, scale=1.0, offset=-118)
bg.save(dst, "JPEG", quality=82)
