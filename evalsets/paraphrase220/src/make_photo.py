from PIL import Image, ImageFilter, ImageDraw
import random
random.seed(7)
im = Image.open('xianbowen_page-1.png').convert('RGB')
w, h = im.size
bg = Image.new('RGB', (int(w*1.12), int(h*1.08)), (92, 84, 74))
bg.paste(im, (int(w*0.06), int(h*0.04)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
shade = Image.new('L', (W, H), 0); d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse([-W*0.3 + i*8, -H*0.3 + i*8, W*1.3 - i*8, H*1.3 - i*8], fill=int(i*3.2))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new('RGB', (W, H), (30, 25, 20))
im = Image.composite(im, dark, shade.point(lambda v: min(255, 90 + v)))
grad = Image.linear_gradient('L').resize((W, H)).point(lambda v: 255 - v//5)
im = Image.composite(im, Image.new('RGB', (W, H), (40, 35, 30)), grad)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W*H//12):
    x, y = random.randrange(W), random.randrange(H); r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save('../cvs/IMG_20261103_冼博闻简历.jpg', quality=80)
