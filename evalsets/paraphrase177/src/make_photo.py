from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
import random, os
random.seed(177)
src = os.path.join(os.path.dirname(__file__), "page-1.png")
im = Image.open(src).convert("RGB")
w, h = im.size
# crop lower blank part
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 74, 58))
bg.paste(im, (80, 80))
im = bg.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# shading: gradient from left-top
W, H = im.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for x in range(W):
    d.line([(x, 0), (x, H)], fill=int(255 - 70 * x / W))
vign = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vign)
dv.ellipse([-W * 0.2, -H * 0.2, W * 1.2, H * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = Image.composite(shade, Image.new("L", (W, H), 120), vign)
dark = Image.new("RGB", (W, H), (20, 18, 15))
im = Image.composite(im, dark, mask)
im = ImageEnhance.Color(im).enhance(0.85)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(os.path.dirname(__file__), "..", "cvs", "IMG_20261103_0912.jpg"), quality=80)
