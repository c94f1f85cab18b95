"""Turn the rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(232)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
# warm paper tone + lower contrast
page = ImageEnhance.Contrast(page).enhance(0.85)
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))  # desk
rot = page.rotate(-2.2, expand=True, resample=Image.BICUBIC, fillcolor=(92, 80, 66))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
# shading gradient (light from top-left) and vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, bg.width + bg.height, 8):
    v = int(70 * i / (bg.width + bg.height))
    d.line([(i, 0), (0, i)], fill=v, width=9)
dark = Image.new("RGB", bg.size, (20, 18, 15))
img = Image.composite(dark, bg, shade)
vig = Image.new("L", bg.size, 0)
dv = ImageDraw.Draw(vig)
for k in range(40):
    dv.rectangle([k * 6, k * 6, bg.width - k * 6, bg.height - k * 6], outline=int(110 - k * 2.7))
vig = vig.filter(ImageFilter.GaussianBlur(60))
img = Image.composite(dark, img, vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(int(img.width * img.height * 0.04)):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-28, 28)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(dst, "JPEG", quality=80)
