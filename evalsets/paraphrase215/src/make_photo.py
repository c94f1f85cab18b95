"""Turn the rendered page PNG into a phone-photo JPG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
import random, os
random.seed(215)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "xuan_page.png")).convert("RGB")
W, H = page.size
# put the page on a darker desk background, rotate slightly
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: a gradient from top-left (bright) to bottom-right (darker) + vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for y in range(0, img.height, 4):
    for x in range(0, img.width, 40):
        v = int(255 - 70 * ((x / img.width) * 0.5 + (y / img.height) * 0.5))
        d.rectangle([x, y, x + 40, y + 4], fill=v)
cx, cy = img.width / 2, img.height / 2
vig = Image.radial_gradient("L").resize(img.size)
vig = vig.point(lambda p: 255 - int(p * 0.45))
dark = Image.new("RGB", img.size, (0, 0, 0))
img = Image.composite(img, dark, shade)
img = Image.composite(img, dark, vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(img.width * img.height // 12):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = ImageEnhance.Color(img).enhance(0.9)
img.save(os.path.join(here, "..", "cvs", "IMG_20261104_093215.jpg"), quality=82)
