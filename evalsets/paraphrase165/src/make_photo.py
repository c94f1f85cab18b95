"""Turn a rendered CV page into a phone-photo-like JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(165)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.10)), (92, 80, 68))   # wooden desk
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 68))
# uneven lighting: darker towards the lower right + vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-img.width * 0.2 + i * 2, -img.height * 0.2 + i * 2,
               img.width * 1.1 - i, img.height * 1.05 - i], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = ImageEnhance.Brightness(img).enhance(0.62)
img = Image.composite(img, dark, shade)
img = ImageEnhance.Color(img).enhance(0.85)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
px = img.load()
for _ in range(img.width * img.height // 12):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(dst, "JPEG", quality=78)
