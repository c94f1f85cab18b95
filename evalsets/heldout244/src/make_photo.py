# Turns the rendered Keogh 2026 page into a phone photo (no text layer).
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(244)
page = Image.open('/tmp/h244/keogh-1.png').convert('RGB')
w, h = page.size
bg = Image.new('RGB', (int(w * 1.12), int(h * 1.08)), (92, 84, 74))  # desk
bg.paste(page, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: darker toward lower right + vignette
W, H = img.size
shade = Image.new('L', (W, H))
d = ImageDraw.Draw(shade)
for y in range(0, H, 4):
    for x in range(0, W, 4):
        dx, dy = (x - W * 0.4) / W, (y - H * 0.35) / H
        v = int(255 - min(110, 260 * (dx * dx + dy * dy)))
        d.rectangle([x, y, x + 3, y + 3], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(30))
img = Image.composite(img, Image.new('RGB', (W, H), (0, 0, 0)), shade)
img = ImageEnhance.Color(img).enhance(0.85)
img = Image.blend(img, Image.new('RGB', (W, H), (255, 236, 200)), 0.06)  # warm light
img = img.filter(ImageFilter.GaussianBlur(0.8))
px = img.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save('../cvs/IMG_20260914_183307.jpg', quality=82)
