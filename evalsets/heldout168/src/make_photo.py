# Turns the rendered page of the 2026 CV into a phone photo (no text layer).
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(168)
page = Image.open("qin_yuanxiu_2026-1.png").convert("RGB")
W, H = page.size
canvas = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 84, 74))  # wooden desk tone
canvas.paste(page, (int(W * 0.06), int(H * 0.04)))
img = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: light from top-left, darker bottom-right
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
w, h = img.size
for i in range(0, max(w, h), 4):
    d.line([(i, 0), (0, i)], fill=int(min(70, i * 70 / (w + h) * 1.6)), width=4)
dark = Image.new("RGB", img.size, (0, 0, 0))
img = Image.composite(dark, img, shade.point(lambda v: v // 2))
# vignette
vig = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vig)
for k in range(40):
    dv.ellipse([-w * 0.25 + k * w * 0.008, -h * 0.2 + k * h * 0.006, w * 1.25 - k * w * 0.008, h * 1.2 - k * h * 0.006], outline=None, fill=int(255 * k / 40))
img = Image.composite(img, Image.new("RGB", img.size, (20, 18, 15)), vig.filter(ImageFilter.GaussianBlur(60)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = ImageEnhance.Color(img).enhance(0.85)
img = ImageEnhance.Brightness(img).enhance(1.04)
img.save("../cvs/IMG_20261102_091544.jpg", quality=82)
print(img.size)
