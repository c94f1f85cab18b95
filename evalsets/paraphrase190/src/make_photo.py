import random
from PIL import Image, ImageFilter, ImageDraw
random.seed(190)
im = Image.open("xzh_page-1.png").convert("RGB")
w, h = im.size
# crop lower blank area a bit (phone framing)
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))  # desk
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: gradient darkening from left-top to bottom-right
W, H = bg.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(255 - 55 * y / H))
black = Image.new("RGB", (W, H), (20, 18, 15))
bg = Image.composite(bg, black, shade)
# vignette
vig = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-W * 0.25, -H * 0.25, W * 1.25, H * 1.25], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
bg = Image.composite(bg, black, vig)
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save("../cvs/IMG_20251104_193512.jpg", quality=82)
