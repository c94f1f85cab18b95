"""Turn the rendered old English CV page into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(104)
page = Image.open("jiang_yuzhou_en_2022-1.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.10)), (92, 84, 74))  # wooden desk
page = page.rotate(-2.2, expand=True, fillcolor=(92, 84, 74), resample=Image.BICUBIC)
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
# shading: darker towards bottom-right, vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-bg.width * 0.3 + i * 2, -bg.height * 0.3 + i * 2,
               bg.width * 1.3 - i * 2, bg.height * 1.3 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(bg).enhance(0.62)
img = Image.composite(bg, dark, shade)
img = img.filter(ImageFilter.GaussianBlur(0.9))
px = img.load()
for _ in range(int(img.width * img.height * 0.04)):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]
    n = random.randint(-28, 28)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = ImageEnhance.Color(img).enhance(0.85)
img.save("../cvs/IMG_20220314_091522.jpg", quality=82)
