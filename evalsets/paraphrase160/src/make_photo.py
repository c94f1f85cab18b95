from PIL import Image, ImageFilter, ImageDraw
import random, os
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'tex', 'page-1.png')).convert('RGB')
w, h = im.size
# vignette / uneven lighting
shade = Image.new('L', (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    d.ellipse([-w*0.3 + i*8, -h*0.2 + i*8, w*1.3 - i*8, h*1.2 - i*8], fill=int(i*2.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new('RGB', (w, h), (70, 60, 50))
im = Image.composite(im, dark, shade.point(lambda v: min(255, 150 + v)))
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(95, 85, 75))
im = im.filter(ImageFilter.GaussianBlur(0.7))
random.seed(7)
px = im.load()
W, H = im.size
for _ in range(W*H//25):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(os.path.join(here, '..', 'cvs', '酆佳宁_简历_拍照.jpg'), quality=82)
