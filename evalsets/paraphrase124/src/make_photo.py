"""Turn the rendered old CV page into a phone-photo JPEG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(124)
src = "build/old_page-1.png"
out = "../cvs/靳维舟_简历_2019.jpg"
page = Image.open(src).convert("RGB")
# crop bottom whitespace a bit so the page fills the frame
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
w, h = page.size
bg = Image.new("RGB", (w + 160, h + 160), (96, 84, 70))  # desk
bg.paste(page, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# shading: gradient from top-left (brighter) to bottom-right (darker)
W, H = img.size
grad = Image.new("L", (W, H))
gd = ImageDraw.Draw(grad)
for y in range(H):
    v = int(255 - 70 * (y / H))
    gd.line([(0, y), (W, y)], fill=v)
img = ImageChops.multiply(img, Image.merge("RGB", (grad, grad, grad)))
# vignette
vig = Image.new("L", (W, H), 0)
vd = ImageDraw.Draw(vig)
vd.ellipse([-W * 0.25, -H * 0.25, W * 1.25, H * 1.25], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", (W, H), (25, 22, 18)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    d = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + d)), max(0, min(255, g + d)), max(0, min(255, b + d)))
img = img.convert("RGB")
img.save(out, "JPEG", quality=82)
print(out, img.size)
